import type { Endpoint } from 'payload'
import { UnknownPlatformError } from '../creator/server/load-catalog'
import { validateConfiguration } from '../creator/server/validate-configuration'

/**
 * POST /api/creator/validate/{platform} with `{ "selected": <configuration> }`: the server's verdict on a
 * configuration. 200 with the server-computed price when valid; 422 with the spec's message when not
 * (e.g. 'Rapid Fire has to be added to select Mods.'); 404 for an unknown platform; 400 for a body that is not
 * JSON. Open to everyone: shoppers check before they add to cart.
 */
export const validateConfigurationEndpoint: Endpoint = {
  path: '/creator/validate/:platform',
  method: 'post',
  handler: async (req) => {
    const platform = String(req.routeParams?.platform ?? '')
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      return Response.json({ message: 'The request body must be JSON: { "selected": { ... } }.' }, { status: 400 })
    }
    const selected = typeof body === 'object' && body !== null ? (body as { selected?: unknown }).selected : undefined
    if (selected === undefined)
      return Response.json({ message: 'The request body must hold the configuration as "selected".' }, { status: 400 })
    try {
      const verdict = await validateConfiguration(req.payload, platform, selected)
      if (!verdict.ok) return Response.json({ message: verdict.message }, { status: 422 })
      return Response.json({ ok: true, price: verdict.price })
    } catch (error) {
      if (error instanceof UnknownPlatformError) return Response.json({ message: error.message }, { status: 404 })
      throw error
    }
  },
}
