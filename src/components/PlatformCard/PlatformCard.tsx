'use client'

import Link from 'next/link'
import { ControllerPreview } from '@/components/ControllerPreview'
import { ArrowRight } from '@/components/icons'
import { Price } from '@/components/Price'
import type { PlatformLink } from '@/storefront/platforms'
import type { PreviewImage } from '@/storefront/preview'
import styles from './PlatformCard.module.css'

interface Props {
  platform: PlatformLink
  preview: PreviewImage | null
}

/** The card's picture width: a quarter of the 1240 px content column on wide screens, a third, then half on phones. */
const CARD_SIZES = '(max-width: 700px) 50vw, (max-width: 1025px) 33vw, 300px'

/**
 * A platform in the "Choose your platform" grid: default build picture, name, starting price. A client component: a
 * cached page's React payload then carries its data, not its tree with every picture address in it.
 */
export function PlatformCard({ platform, preview }: Props) {
  const body = (
    <>
      <div className={styles.media}>
        {preview && <ControllerPreview image={preview} sizes={CARD_SIZES} decorative />}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{platform.name}</h3>
        <p className={styles.fullName}>{platform.fullName}</p>
        <div className={styles.footer}>
          <Price price={platform.basePrice} oldPrice={platform.oldPrice} prefix="from" />
          {platform.href && <ArrowRight aria-hidden="true" size={18} className={styles.arrow} />}
        </div>
      </div>
    </>
  )
  return platform.href ? (
    <Link href={platform.href} className={styles.card}>
      {body}
    </Link>
  ) : (
    <div className={styles.card}>{body}</div>
  )
}

/**
 * The "Choose your platform" grid: one client component fed the header's platform list and the previews, so the
 * page's React payload refers to the list once instead of once per card (each reference is a path through the
 * header's props, about 170 bytes).
 */
export function PlatformGrid({
  platforms,
  previews,
  className,
}: {
  platforms: PlatformLink[]
  previews: (PreviewImage | null)[]
  className?: string
}) {
  return (
    <ul className={className}>
      {platforms.map((p, i) => (
        <li key={p.id}>
          <PlatformCard platform={p} preview={previews[i] ?? null} />
        </li>
      ))}
    </ul>
  )
}
