import type { Media } from '@/payload-types'
import { mediaSrc } from './media-url'

/** A relationship is either an id (not populated) or the document (populated). */
export type Relation<T extends { id: number }> = number | T | null | undefined

/**
 * The id a relationship value holds, whether Payload gives it as an id (a number, or digits in a string) or as the
 * populated document; else null.
 */
export function idOf(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (typeof value === 'string') return /^\d{1,15}$/.test(value) ? Number(value) : null
  if (value && typeof value === 'object' && 'id' in value) return idOf(value.id)
  return null
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
  return {
    url: mediaSrc(media.url, media.updatedAt),
    alt: media.alt ?? '',
    width: media.width ?? null,
    height: media.height ?? null,
  }
}
