import type { Selection } from '@/creator/selection'
import type { AdminCreatorData, AdminProduct, InventoryInfo } from '../../../creator/admin-types'

/** An admin call's answer: the status and the JSON body (with the server's `message` when it failed). */
export interface Answer<T> {
  ok: boolean
  status: number
  body: T & { message?: string }
}

async function call<T>(path: string, init: RequestInit): Promise<Answer<T>> {
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    })
    const body = ((await response.json().catch(() => null)) ?? {}) as Answer<T>['body']
    return { ok: response.ok, status: response.status, body }
  } catch {
    return {
      ok: false,
      status: 0,
      body: { message: 'The store could not be reached. Check the connection and retry.' } as Answer<T>['body'],
    }
  }
}

/** The error text of a failed call: the server's message, its first field error, or 'Unknown Error'. */
export function errorOf(answer: Answer<unknown>): string {
  const body = answer.body as { message?: unknown; errors?: Array<{ message?: unknown }> }
  if (typeof body.message === 'string' && body.message) return body.message
  const first = body.errors?.[0]?.message
  return typeof first === 'string' && first ? first : 'Unknown Error'
}

export interface ProductForm {
  name: string
  slug: string
  labelId: number | null
  inStock: boolean
  listingText: string
  /** Left out to keep the stored description unchanged. */
  description?: string
}

export interface SavedProduct {
  message: string
  productUrl: string
  product: { id: number; uid: string; slug: string; name: string; price: number }
}

/** POST /api/products (create) or PUT /api/products/{id} (save) with the creator's body (creator.md section 7). */
export function saveProduct(platformId: number, selected: Selection, form: ProductForm, product?: AdminProduct | null) {
  const body = JSON.stringify({
    product: {
      data: { selected },
      name: form.name,
      slug: form.slug || null,
      label_id: form.labelId,
      in_stock: form.inStock,
      listing_text: form.listingText || null,
      ...(form.description === undefined ? {} : { description: form.description }),
    },
    platform_id: platformId,
  })
  return product
    ? call<SavedProduct>(`/api/products/${product.id}`, { method: 'PUT', body })
    : call<SavedProduct>('/api/products', { method: 'POST', body })
}

export const deleteProduct = (id: number) => call<{ message?: string }>(`/api/products/${id}`, { method: 'DELETE' })

export const clearImage = (side: string, platform: string) =>
  call<{ cleared: number }>(`/api/clear-configuration-image/${side}/${encodeURIComponent(platform)}`, {
    method: 'DELETE',
  })

/** The popup's data, as the endpoint answers it. */
export type { InventoryInfo }

export const inventoryInfo = (platform: string, selected: Selection) =>
  call<InventoryInfo>(`/api/creator/inventory-info/${encodeURIComponent(platform)}`, {
    method: 'POST',
    body: JSON.stringify({ options: selected.options }),
  })

export const sendToMarketplace = (productId: number) =>
  call<{ message: string; status: string }>('/api/marketplace-products', {
    method: 'POST',
    body: JSON.stringify({ product: productId }),
  })

/** The admin mode's data for a page (real stock, labels, the product being edited). */
export const getAdminView = (platform: string, productId?: number) =>
  call<AdminCreatorData>(
    `/api/creator/admin-view/${encodeURIComponent(platform)}${productId === undefined ? '' : `?product=${productId}`}`,
    { method: 'GET' },
  )
