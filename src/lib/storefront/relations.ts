import type { Media } from '@/payload-types'

/** A relationship is either an id (not populated) or the document (populated). */
export type Relation<T extends { id: number }> = number | T | null | undefined

export function idOf<T extends { id: number }>(value: Relation<T>): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'number' ? value : value.id
}

export function docOf<T extends { id: number }>(value: Relation<T>): T | null {
  return value !== null && value !== undefined && typeof value === 'object' ? value : null
}

/** An image ready for an <img>: the media doc's url and its alt text. */
export interface ImageRef {
  url: string
  alt: string
  width: number | null
  height: number | null
}

export function imageOf(value: Relation<Media>): ImageRef | null {
  const media = docOf(value)
  if (!media?.url) return null
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null }
}
