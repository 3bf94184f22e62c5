import type { Endpoint } from 'payload'
import { isAdmin } from '../access/roles'
import { clearPreviews } from '../creator/preview/compose'
import { UnknownPlatformError } from '../creator/server/load-catalog'
import { PREVIEW_SIDES, type PreviewSide } from '../lib/platforms'

/**
 * DELETE /api/clear-configuration-image/{side}/{platform} (admins only; creator.md sections 6 and 7): deletes the
 * platform's composed images of that side (`all` clears every side) and forgets the decoded layers, so the next
 * request composes afresh. 200 `{ cleared: n }`; 403 for anyone but an admin; 400 for an unknown side; 404 for an
 * unknown platform. Query parameters (the creator sends its configuration) are accepted and ignored: images are
 * shared between configurations with the same layers, so a side is cleared as a whole.
 */
export const clearConfigurationImageEndpoint: Endpoint = {
  path: '/clear-configuration-image/:side/:platform',
  method: 'delete',
  handler: async (req) => {
    if (!isAdmin(req.user))
      return Response.json({ message: 'You are not allowed to perform this action.' }, { status: 403 })
    const side = String(req.routeParams?.side ?? '')
    const platform = String(req.routeParams?.platform ?? '')
    if (side !== 'all' && !(PREVIEW_SIDES as readonly string[]).includes(side))
      return Response.json(
        { message: `Unknown side "${side}": expected ${PREVIEW_SIDES.join(', ')} or all.` },
        { status: 400 },
      )
    try {
      const cleared = await clearPreviews(req.payload, platform, side === 'all' ? undefined : (side as PreviewSide))
      return Response.json({ cleared })
    } catch (error) {
      if (error instanceof UnknownPlatformError) return Response.json({ message: error.message }, { status: 404 })
      throw error
    }
  },
}
