import type { Payload } from 'payload'
import { type Verdict, validateSelection } from '../validate'
import { loadCreatorCatalog } from './load-catalog'

/**
 * Server authority over a configuration: loads the platform's catalog and rules from Postgres and returns the
 * engine's verdict. Endpoints answer `ok: false` with 422 and its message, an unknown platform with 404.
 */
export async function validateConfiguration(
  payload: Payload,
  platformSlug: string,
  selection: unknown,
): Promise<Verdict> {
  const catalog = await loadCreatorCatalog(payload, platformSlug)
  return validateSelection(catalog, selection)
}
