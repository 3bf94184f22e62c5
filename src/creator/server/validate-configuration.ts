import type { Payload } from 'payload'
import type { Platform } from '../../payload-types'
import { type Verdict, validateSelection } from '../validate'
import { loadCreatorCatalog } from './load-catalog'

/**
 * Server authority over a configuration: loads the platform's catalog and rules from Postgres and returns the
 * engine's verdict. Endpoints answer `ok: false` with 422 and its message, an unknown platform with 404. Pass the
 * platform document when the caller has already read it.
 */
export async function validateConfiguration(
  payload: Payload,
  platform: string | Platform,
  selection: unknown,
): Promise<Verdict> {
  const catalog = await loadCreatorCatalog(payload, platform)
  return validateSelection(catalog, selection)
}
