import { type CompareCard, type CompareProduct, readCompareProducts } from '@/plugins/storefront'
import { getPayloadClient } from './payload'

export type { CompareCard, CompareProduct }

/** The compare page's products (storefront.md sections 4 and 5), from the data cache. */
export const getCompareProducts = async (ids: number[]): Promise<CompareProduct[]> =>
  readCompareProducts(await getPayloadClient(), ids)
