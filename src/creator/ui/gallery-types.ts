/** One picture of an option's 'Gallery' carousel. */
export interface Banner {
  url: string
  alt: string
}

/** A banner's width in the carousel: the options column, one per view; a third of it from 1024 px. */
export const BANNER_SIZES = '(max-width: 1023px) 100vw, 200px'
