'use client'

import { useCallback, useRef, useState } from 'react'
import { callApi } from '@/components/api/call'
import { Slider } from '@/components/slider/Slider'
import type { ArticleCard } from '@/plugins/blog'
import { ArticleCardView } from './ArticleCard'

/** The slider's articles (GET, `{ data }`): the same newest ones the page was drawn from. */
const SOURCE = '/api/blog/shop-articles'

/**
 * 'From the blog' (storefront.md section 2): `articles`, those a wide screen shows at once (ARTICLE_PAGE), come with
 * the page; the rest of the `total` when the shopper nears the slider, like the product sliders' later pages (issue
 * 32). Without them the slider keeps what it has.
 */
export function ArticleSlider({ articles, total }: { articles: ArticleCard[]; total: number }) {
  const [later, setLater] = useState<ArticleCard[]>([])
  const asked = useRef(false)
  const shown = articles.length

  const onNear = useCallback(() => {
    if (asked.current || shown >= total) return
    asked.current = true
    void callApi<{ data: ArticleCard[] }>(SOURCE).then((reply) => {
      if (!reply.ok) return
      const ids = new Set(articles.map((a) => a.id))
      setLater(reply.value.data.filter((a) => !ids.has(a.id)).slice(0, total - shown))
    })
  }, [articles, shown, total])

  return (
    <Slider title="From the blog" kind="articles" more={{ href: '/blog', label: 'All articles' }} onNear={onNear}>
      {[...articles, ...later].map((article) => (
        <ArticleCardView key={article.id} article={article} headingLevel="h3" />
      ))}
    </Slider>
  )
}
