import { ExternalLink, ImageOff } from '@/components/icons'
import { Picture } from '@/components/Picture'
import { AMAZON_LINK_REL, type AmazonCard as AmazonItem } from '@/lib/amazon-products'
import { formatUSD } from '@/lib/money'
import { CARD_NAME_LIMIT, truncate } from '@/lib/text'
import styles from './AmazonSlider.module.css'

const CARD_SIZES = '(max-width: 700px) 50vw, (max-width: 1025px) 25vw, 200px'

/** One Amazon item: its link goes through the click counter to Amazon, in a new tab. */
export function AmazonCard({ item }: { item: AmazonItem }) {
  const name = truncate(item.title, CARD_NAME_LIMIT)
  return (
    <a
      href={item.href}
      rel={AMAZON_LINK_REL}
      target="_blank"
      className={styles.card}
      title={name === item.title ? undefined : item.title}
    >
      <span className={styles.media}>
        {item.image ? (
          <Picture
            src={item.image.url}
            alt={item.image.alt}
            width={item.image.width ?? 1000}
            height={item.image.height ?? 800}
            sizes={CARD_SIZES}
            className={styles.image}
          />
        ) : (
          <ImageOff aria-hidden="true" size={28} />
        )}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>
          <span aria-hidden={name !== item.title}>{name}</span>
          {name !== item.title && <span className="visually-hidden">{item.title}</span>}
        </span>
        <span className={styles.price}>
          {item.price === null ? <span className={styles.priceNote}>See price on Amazon</span> : formatUSD(item.price)}
        </span>
        <span className={styles.cta}>
          View on Amazon <ExternalLink aria-hidden="true" size={14} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      </span>
    </a>
  )
}
