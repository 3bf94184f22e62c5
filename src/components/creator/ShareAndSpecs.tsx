'use client'

import { useEffect, useState } from 'react'
import { Share2 } from '@/components/icons'
import type { CreatorView } from '@/creator/view'
import { formatUSD } from '@/lib/money'
import styles from './creator.module.css'

/** Share links (Facebook, Twitter) and the specifications of the platform's controller. */
export function ShareAndSpecs({ view }: { view: CreatorView }) {
  const [url, setUrl] = useState('')
  useEffect(() => setUrl(window.location.href), [])
  const text = `My custom ${view.platform.name} controller from Padforge`
  const warranty = view.services
    .map((id) => view.catalog.options.find((o) => o.id === id))
    .find((o) => o?.name.toLowerCase().includes('warranty'))
  const specs: Array<[string, string]> = [
    ['Controller', view.platform.fullName],
    ['Starting price', formatUSD(view.platform.basePrice)],
    ['Views', view.platform.sides.map((s) => s[0]?.toUpperCase() + s.slice(1)).join(', ')],
    ['Assembly', `${view.platform.assemblyLabel} business days, hand-built and tested`],
    ['Extended warranty', warranty ? `Available (+${formatUSD(warranty.price)})` : 'Not offered for this platform'],
    ['Mods', view.catalog.mods.length ? `${view.catalog.mods.length} Rapid Fire modes` : 'None'],
  ]
  return (
    <div className={styles.extras}>
      <section aria-labelledby="share-title" className={styles.share}>
        <h2 id="share-title" className={styles.extrasTitle}>
          <Share2 size={16} aria-hidden="true" /> Share
        </h2>
        <a
          href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Facebook
        </a>
        <a
          href={`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Twitter
        </a>
      </section>
      <section aria-labelledby="specs-title">
        <h2 id="specs-title" className={styles.extrasTitle}>
          Specifications
        </h2>
        <dl className={styles.specs}>
          {specs.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
