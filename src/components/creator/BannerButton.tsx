import { Picture } from '@/components/Picture'
import styles from './gallery.module.css'

/** One picture of an option's 'Gallery' carousel. */
export interface Banner {
  url: string
  alt: string
}

/** A banner's width in the carousel: the options column, one per view; a third of it from 1024 px. */
const BANNER_SIZES = '(max-width: 1023px) 100vw, 200px'

/** A banner in the gallery (the carousel or its stand-in): pressing it opens it full size. */
export function BannerButton({ banner, onOpen }: { banner: Banner; onOpen: (banner: Banner) => void }) {
  return (
    <button type="button" className={styles.slide} onClick={() => onOpen(banner)}>
      <Picture src={banner.url} alt={banner.alt} width={1200} height={640} sizes={BANNER_SIZES} />
    </button>
  )
}
