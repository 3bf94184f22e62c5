'use client'

import { useEffect, useState } from 'react'
import { callApi } from '@/components/api/call'
import type { Product } from '@/payload-types'

/** storefront.md section 9: related items 4. */
export const RELATED_LIMIT = 4

/**
 * A product's related items, a new pick each visit (POST /api/products-by-random/{id}/4): null while asked, then the
 * products (none when the call fails: they are an extra, the page is whole without them).
 */
export function useRelated(productId: number, limit = RELATED_LIMIT): Product[] | null {
  const [products, setProducts] = useState<Product[] | null>(null)
  useEffect(() => {
    let live = true
    setProducts(null)
    void callApi<{ products: Product[] }>(`/api/products-by-random/${productId}/${limit}`, 'POST', {
      limit,
      offset: 0,
    }).then((reply) => {
      if (live) setProducts(reply.ok ? reply.value.products : [])
    })
    return () => {
      live = false
    }
  }, [productId, limit])
  return products
}
