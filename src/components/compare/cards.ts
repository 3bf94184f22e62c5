'use client'

import { callApi } from '@/components/api/call'
import type { CompareCard } from '@/storefront/compare'

export type { CompareCard }

const known = new Map<number, CompareCard>()

/** Cards of products by id (POST /api/products-by-ids), each fetched once per page load. */
export async function loadCards(ids: number[]): Promise<Map<number, CompareCard>> {
  const missing = ids.filter((id) => !known.has(id))
  if (missing.length) {
    const result = await callApi<{ products: CompareCard[] }>(`/api/products-by-ids?ids=${missing.join(',')}`, 'POST')
    if (result.ok) for (const card of result.value.products) known.set(card.id, card)
  }
  return new Map(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])))
}
