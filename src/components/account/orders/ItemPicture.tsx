import { ImageOff } from '@/components/icons'
import { Picture } from '@/components/Picture'
import styles from './orders.module.css'

/** An order product's picture in the account (orders, returns), or a placeholder when it has none. */
export function ItemPicture({ image }: { image: string | null }) {
  return (
    <div className={styles.picture}>
      {image ? (
        <Picture src={image} alt="" width={1000} height={800} sizes="96px" loading="lazy" />
      ) : (
        <ImageOff aria-hidden="true" size={24} />
      )}
    </div>
  )
}
