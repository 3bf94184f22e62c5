import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { tempPullSchema } from '../../../creator/selection'
import { findPlatform } from '../../../creator/server/load-catalog'
import { validateConfiguration } from '../../../creator/server/validate-configuration'
import { RuleError } from '../../../lib/errors'
import { consume } from '../../../server/rate-limit'
import { newConfigurationUid } from '../Configurations'
import { configurationUrl } from './configuration-url'
import { previewUrlOf } from './preview-url'

export interface AddConfigurationInput {
  /** The creator's `selected`; its shape is the engine's to judge (RuleError with the spec's message). */
  selected: Record<string, unknown>
  tempPull?: z.infer<typeof tempPullSchema> | null
  /** The platform's numeric id or slug. */
  platform: number | string
  name?: string | null
  configurable?: boolean
}

/**
 * Stores a shopper's configuration for the cart (creator.md section 7): the engine validates it against the
 * platform's catalog and rules and prices it (a price from the browser is never read); it is stored under a random
 * uid, the only handle the store gives out. A signed-in shopper becomes its `createdBy`. Rate limited per client.
 *
 * `productId` is the same uid: the catalog has no base product per platform, so the configuration itself is the
 * product the cart and wish list refer to. `images.front` is null when it cannot be composed (never fails the add).
 */
export async function addConfiguration(req: PayloadRequest, input: AddConfigurationInput) {
  await consume(req, 'add-configuration')
  const platform = await findPlatform(req.payload, input.platform)
  const verdict = await validateConfiguration(req.payload, platform, input.selected)
  if (!verdict.ok) throw new RuleError(verdict.message)

  const { itemSubtotal, optionsSubtotal, orderTotal } = verdict.price
  const stored = await req.payload.create({
    collection: 'configurations',
    data: {
      uid: newConfigurationUid(),
      name: input.name || `Custom ${platform.name} Controller`,
      platform: platform.id,
      quantity: verdict.selection.quantity,
      configurable: input.configurable ?? true,
      selected: verdict.selection,
      tempPull: input.tempPull ?? null,
      price: { itemSubtotal, optionsSubtotal, orderTotal },
      createdBy: req.user?.collection === 'users' ? req.user.id : null,
    },
    depth: 0,
    req,
    overrideAccess: true, // the one writer of configurations, after the engine's verdict
  })

  const [url, front] = await Promise.all([
    configurationUrl(req.payload, stored, platform.id),
    previewUrlOf(req, stored, platform.slug, 'front'),
  ])
  return {
    configuration_id: stored.uid,
    quantity: stored.quantity,
    productId: stored.uid,
    configuredProduct: {
      name: stored.name,
      url,
      images: { front },
      platform_slug: platform.slug,
      data: { selected: stored.selected },
      configurable: Boolean(stored.configurable),
    },
    price: stored.price,
  }
}
