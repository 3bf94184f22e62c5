import { z } from 'zod'
import { callers } from '../../../access/callers'
import { validateConfiguration } from '../../../creator/server/validate-configuration'
import { defineEndpoint, slug } from '../../../endpoints/http'
import { RuleError } from '../../../lib/errors'

/**
 * POST /api/creator/validate/{platform} with `{ "selected": <configuration> }`: the server's verdict on a
 * configuration. 200 `{ ok: true, price }` with the server-computed price; 422 with the spec's message (e.g. 'Rapid
 * Fire has to be added to select Mods.'); 404 an unknown platform; 400 a body that is not JSON or has no `selected`.
 */
export const validateEndpoint = defineEndpoint({
  path: '/creator/validate/:platform',
  method: 'post',
  caller: callers.anyone, // shoppers check before they add to cart
  params: z.object({ platform: slug }),
  body: {
    hint: '{ "selected": { ... } }.',
    schema: z.object({ selected: z.custom<unknown>((v) => v !== undefined, 'hold the configuration as "selected"') }),
  },
  handler: async ({ req, params, body }) => {
    const verdict = await validateConfiguration(req.payload, params.platform, body.selected)
    if (!verdict.ok) throw new RuleError(verdict.message)
    return { ok: true, price: verdict.price }
  },
})
