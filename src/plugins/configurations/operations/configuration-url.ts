import type { Payload } from 'payload'
import type { Configuration } from '../../../payload-types'
import { creatorPathOf } from '../../../server/creator-path'

/**
 * Where a stored configuration opens again: the platform's creator route with `?configuration={uid}` (prebuilt
 * products have /configured-controller/{id}; a shopper's configuration is not a product page). Null when the
 * platform has no creator route.
 */
export async function configurationUrl(
  payload: Payload,
  configuration: Pick<Configuration, 'uid'>,
  platformId: number,
): Promise<string | null> {
  const path = await creatorPathOf(payload, platformId)
  return path ? `${path}?configuration=${encodeURIComponent(configuration.uid)}` : null
}
