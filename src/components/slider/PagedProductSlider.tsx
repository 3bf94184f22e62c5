'use client'

import { Children, type ComponentType, type ReactNode, useCallback, useRef, useState } from 'react'
import { callApi } from '@/components/api/call'
import type { Product } from '@/payload-types'
import { Slider } from './Slider'

interface Props {
  title: string
  more?: { href: string; label: string }
  /** The first page's cards, rendered on the server (in the cached page). */
  children: ReactNode
  /** Their products' ids: a later page never repeats one (the catalog may have changed since the page was cached). */
  shownIds: number[]
  /** How many products the slider shows in all. */
  total: number
  /** The slider endpoint the later ones come from (POST { limit, offset }): /api/products-by-top, …-by-platform/{slug}. */
  source: string
}

type Later = { Card: ComponentType<{ product: Product }>; products: Product[] }

/**
 * A product slider whose first page comes with the page and whose later pages are fetched when the shopper nears it
 * (issue 32): every card is written twice into a cached page (HTML and the React payload), so cards nobody has
 * reached yet stay out of it. The card component is loaded with them, never with the page.
 */
export function PagedProductSlider({ title, more, children, shownIds, total, source }: Props) {
  const [later, setLater] = useState<Later | null>(null)
  const asked = useRef(false)
  const shown = Children.count(children)

  const onNear = useCallback(() => {
    if (asked.current || shown >= total) return
    asked.current = true
    void Promise.all([
      import('@/components/ProductCard'),
      callApi<{ products: Product[] }>(source, 'POST', { limit: total - shown, offset: shown }),
    ]).then(([{ ProductCard }, reply]) => {
      // Without them the slider keeps its first page: the page is whole without the rest.
      const products = reply.ok ? reply.value.products.filter((p) => !shownIds.includes(p.id)) : []
      setLater({ Card: ProductCard, products: products.slice(0, total - shown) })
    })
  }, [shown, total, source, shownIds])

  const cards = later?.products.map((product) => <later.Card key={product.id} product={product} />) ?? []
  return (
    <Slider title={title} more={more} count={later ? shown + cards.length : total} onNear={onNear}>
      {children}
      {cards}
    </Slider>
  )
}
