import { z } from 'zod'
import { callers } from '../../../access/callers'
import { findPlatform } from '../../../creator/server/load-catalog'
import { loadNewerModel } from '../../../creator/server/load-newer-model'
import { defineEndpoint, slug } from '../../../endpoints/http'

/**
 * GET /api/creator/check-newer-model/{platform} (creator.md section 7): `{ exists, inStock, platform }`, whether a
 * newer model of this controller is sold here and in stock, and where its creator is. 404 an unknown platform.
 */
export const newerModelEndpoint = defineEndpoint({
  path: '/creator/check-newer-model/:platform',
  method: 'get',
  caller: callers.anyone,
  params: z.object({ platform: slug }),
  handler: async ({ req, params }) => loadNewerModel(req.payload, await findPlatform(req.payload, params.platform)),
})
