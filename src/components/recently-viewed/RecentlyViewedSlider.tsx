'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { callApi } from '@/components/api/call'
import { SLIDER_LIMIT } from '@/lib/recently-viewed/history'
import type { Product } from '@/payload-types'
import { readViewed } from './storage'

// Swiper loads only when there is something to slide.
const ProductSlider = dynamic(() => import('@/components/slider/ProductSlider').then((m) => m.ProductSlider))

interface Props {
  /** The product on screen, left out of the slider. */
  exceptId?: number
}

/**
 * The recently viewed slider (storefront.md section 4): the browser's viewed ids, filled from the server
 * (POST /api/recently-viewed, which also keeps a signed-in customer's history), shown only when not empty.
 */
export function RecentlyViewedSlider({ exceptId }: Props) {
  const [products, setProducts] = useState<Product[]>([])

  useEffect(() => {
    const ids = readViewed()
    let live = true
    // The slider is an extra: when the call fails the page is whole without it.
    void callApi<{ products: Product[] }>('/api/recently-viewed', 'POST', {
      ids,
      limit: SLIDER_LIMIT * 2,
      offset: 0,
      except: exceptId ? [exceptId] : [],
    }).then((reply) => {
      if (live && reply.ok) setProducts(reply.value.products)
    })
    return () => {
      live = false
    }
  }, [exceptId])

  if (products.length === 0) return null
  return <ProductSlider title="Recently viewed" products={products} />
}
