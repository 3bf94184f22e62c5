import type { Config, Plugin } from 'payload'
import { viewerEndpoint } from './endpoints/viewer'

export { currentViewer } from './operations/viewer'

/**
 * The shopper's session as cached pages need it (docs/caching.md): GET /api/session says who is signed in, so the
 * per-shopper parts of a page (admin tools, review buttons) are rendered in the browser and the page itself is the
 * same for everybody. Sign-in, sign-out and accounts come with the accounts plugin.
 */
export function sessionPlugin(): Plugin {
  return (config: Config): Config => ({ ...config, endpoints: [...(config.endpoints ?? []), viewerEndpoint] })
}
