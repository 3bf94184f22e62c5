import type { Endpoint } from 'payload'
import { findPlatform, UnknownPlatformError } from '../creator/server/load-catalog'
import { loadNewerModel } from '../creator/server/load-newer-model'

/**
 * GET /api/creator/check-newer-model/{platform} (creator.md section 7): `{ exists, inStock, platform }` — whether a
 * newer model of this controller is sold here and in stock, and where its creator is. 404 for an unknown platform.
 */
export const newerModelEndpoint: Endpoint = {
  path: '/creator/check-newer-model/:platform',
  method: 'get',
  handler: async (req) => {
    try {
      const platform = await findPlatform(req.payload, String(req.routeParams?.platform ?? ''))
      return Response.json(await loadNewerModel(req.payload, platform))
    } catch (error) {
      if (error instanceof UnknownPlatformError) return Response.json({ message: error.message }, { status: 404 })
      throw error
    }
  },
}
