'use client'

import Link from 'next/link'
import { CompareCheckbox } from '@/components/compare/CompareCheckbox'
import { Clock, ImageOff } from '@/components/icons'
import { Picture } from '@/components/Picture'
import { Price } from '@/components/Price'
import { QuickLookButton } from '@/components/quick-look/QuickLookButton'
import { Stars } from '@/components/reviews/Stars'
import { WishlistButton } from '@/components/wishlist/WishlistButton'
import { cardItem } from '@/lib/analytics/items'
import { badgeColors } from '@/lib/contrast'
import { CARD_NAME_LIMIT, truncate } from '@/lib/text'
import type { CardProduct } from './card'
import styles from './ProductCard.module.css'

export interface CardProps {
  card: CardProduct
  /** Heading level of the name inside its section. */
  headingLevel?: 'h2' | 'h3'
  /** Inside the quick look: no quick look of its own and no compare checkbox. */
  compact?: boolean
}

/** The picture's width in the product grids: 4 per row on wide screens, 3, then 2 on phones. */
const CARD_SIZES = '(max-width: 700px) 50vw, (max-width: 1025px) 33vw, 300px'

/**
 * A product card, drawn from its card data: a client component, so a cached page's React payload carries the data
 * (`CardProduct`) and not the card's tree with every picture address in it. Its wish list, quick look and compare
 * controls are per shopper and read the browser.
 */
export function ProductCardView({ card, headingLevel: Heading = 'h3', compact = false }: CardProps) {
  const name = truncate(card.name, CARD_NAME_LIMIT)
  const truncated = name !== card.name
  const { image, label, note } = card

  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <div className={styles.media}>
        {image ? (
          <Picture
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes={CARD_SIZES}
            className={styles.image}
          />
        ) : (
          <div className={styles.noImage}>
            <ImageOff aria-hidden="true" size={32} />
            <span className="visually-hidden">No picture yet</span>
          </div>
        )}
        {label && (
          <span className={styles.badge} style={badgeColors(label.color)}>
            {label.name}
          </span>
        )}
        <WishlistButton target={{ productId: card.id }} name={card.name} item={cardItem(card)} />
        {!compact && <QuickLookButton id={card.id} name={card.name} />}
      </div>

      <div className={styles.body}>
        {card.context && <p className={styles.context}>{card.context}</p>}
        <Heading className={styles.name}>
          <Link href={card.href} className={styles.link} title={truncated ? card.name : undefined}>
            {truncated ? (
              <>
                <span aria-hidden="true">{name}</span>
                <span className="visually-hidden">{card.name}</span>
              </>
            ) : (
              name
            )}
          </Link>
        </Heading>
        {card.reviews > 0 && (
          <p className={styles.rating}>
            <Stars rating={card.rating} size={14} />
            <span className={styles.reviewCount}>
              {card.reviews} <span className="visually-hidden">reviews</span>
            </span>
          </p>
        )}
        <div className={styles.footer}>
          <Price price={card.price} oldPrice={card.oldPrice} />
          {note && (
            <p className={note.tone === 'coming' ? styles.coming : styles.out}>
              {note.tone === 'coming' && <Clock aria-hidden="true" size={14} />}
              {note.text}
            </p>
          )}
        </div>
        {card.comparable && !compact && <CompareCheckbox id={card.id} classifier={card.classifier} name={card.name} />}
      </div>
    </article>
  )
}
