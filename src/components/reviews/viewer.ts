import type { Viewer } from '@/lib/session'
import { viewerOf } from '@/lib/session'
import { getSessionUser } from '@/storefront/session'

export type { Viewer }

/**
 * The signed-in user of this request, or null for a guest: for the review forms' dynamic route only. Cached pages
 * never call it; their per-shopper parts ask GET /api/session from the browser (useViewer).
 */
export async function currentViewer(): Promise<Viewer | null> {
  return viewerOf(await getSessionUser())
}
