import type { PayloadRequest } from 'payload'
import { type Viewer, viewerOf } from '../../../lib/session'
import type { User } from '../../../payload-types'

/** The signed-in user of the request as pages show them (Payload read the session cookie already), or null. */
export function currentViewer(req: PayloadRequest): { viewer: Viewer | null } {
  return { viewer: viewerOf(req.user as User | null) }
}
