import { Clock, ImageOff } from 'lucide-react'
import Link from 'next/link'
import { CompareCheckbox } from '@/components/compare/CompareCheckbox'
import { Picture } from '@/components/Picture'
import { Price } from '@/components/Price'
import { QuickLookButton } from '@/components/quick-look/QuickLookButton'
import { Stars } from '@/components/reviews/Stars'
import { WishlistButton } from '@/components/wishlist/WishlistButton'
import { badgeColors } from '@/lib/contrast'
import { availabilityOf } from '@/lib/products'
import { docOf, imageOf } from '@/lib/relations'
import { productHref } from '@/lib/routes/product'
import { CARD_NAME_LIMIT, truncate } from '@/lib/text'
import type { Product } from '@/payload-types'
import styles from './ProductCard.module.css'

interface Props {
  /** A product fetched with depth ≥ 1 (images, label, platform and category populated). */
  product: Product
  /** Heading level of the name inside its section. */
  headingLevel?: 'h2' | 'h3'
  /** Inside the quick look: no quick look of its own and no compare checkbox. */
  compact?: boolean
}

/** The picture's width in the product grids: 4 per row on wide screens, 3, then 2 on phones. */
const CARD_SIZES = '(max-width: 700px) 50vw, (max-width: 1025px) 33vw, 300px'
/** The widest a card's picture gets (half of a 700 px screen), so its srcset stops at what a 2x screen needs. */
const CARD_LARGEST = 350

export function ProductCard({ product, headingLevel: Heading = 'h3', compact = false }: Props) {
  const image = imageOf(product.images?.[0]?.image)
  const label = docOf(product.label)
  const context = docOf(product.platform)?.name ?? docOf(product.category)?.name ?? null
  const name = truncate(product.name, CARD_NAME_LIMIT)
  const truncated = name !== product.name
  const availability = availabilityOf(product)
  const note = availability.tone === 'in' ? null : availability

  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <div className={styles.media}>
        {image ? (
          <Picture
            src={image.url}
            alt={image.alt}
            width={image.width ?? 1000}
            height={image.height ?? 800}
            sizes={CARD_SIZES}
            largest={CARD_LARGEST}
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
        {/* A client island: whether it is listed comes from the browser (this card is cached for everybody). */}
        <WishlistButton target={{ productId: product.id }} name={product.name} />
        {!compact && <QuickLookButton id={product.id} name={product.name} />}
      </div>

      <div className={styles.body}>
        {context && <p className={styles.context}>{context}</p>}
        <Heading className={styles.name}>
          <Link href={productHref(product)} className={styles.link} title={truncated ? product.name : undefined}>
            {truncated ? (
              <>
                <span aria-hidden="true">{name}</span>
                <span className="visually-hidden">{product.name}</span>
              </>
            ) : (
              name
            )}
          </Link>
        </Heading>
        {(product.totalReviews ?? 0) > 0 && (
          <p className={styles.rating}>
            <Stars rating={product.rating ?? 0} size={14} />
            <span className={styles.reviewCount}>
              {product.totalReviews} <span className="visually-hidden">reviews</span>
            </span>
          </p>
        )}
        <div className={styles.footer}>
          <Price price={product.price} oldPrice={product.oldPrice} />
          {note && (
            <p className={note.tone === 'coming' ? styles.coming : styles.out}>
              {note.tone === 'coming' && <Clock aria-hidden="true" size={14} />}
              {note.text}
            </p>
          )}
        </div>
        {product.comparable && !compact && (
          <CompareCheckbox id={product.id} classifier={product.classifier} name={product.name} />
        )}
      </div>
    </article>
  )
}
