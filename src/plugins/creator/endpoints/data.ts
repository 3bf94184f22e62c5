import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, slug } from '../../../endpoints/http'
import { creatorData } from '../operations/creator-data'

/** GET /api/creator/data/{platform}: the creator's data for other clients (see `creatorData`). 404 unknown platform. */
export const creatorDataEndpoint = defineEndpoint({
  path: '/creator/data/:platform',
  method: 'get',
  caller: callers.anyone, // the catalog a shopper sees; stock capped for all but admins
  params: z.object({ platform: slug }),
  handler: ({ req, params }) => creatorData(req, params.platform),
})
