import type { PayloadRequest } from 'payload'
import { optionKey } from '../../../creator/engine/state'
import { sameDayAssemblyOptionId, warrantyOptionId } from '../../../lib/checkout/services'
import { NotFoundError, RuleError } from '../../../lib/errors'
import { idOf } from '../../../lib/relations'
import { addConfiguration } from '../../configurations'

/**
 * Configurations are never edited: a change in the cart stores the configuration again and the basket line takes
 * the new uid. `change` rewrites the stored selection; the engine validates and prices the result.
 */
async function storeChanged(
  req: PayloadRequest,
  uid: string,
  change: (selected: Record<string, unknown>, platformSlug: string) => Record<string, unknown>,
): Promise<string> {
  const stored = (
    await req.payload.find({
      collection: 'configurations',
      where: { uid: { equals: uid } },
      depth: 1,
      limit: 1,
      req,
      overrideAccess: true, // the basket holds the secret uid: whoever has it may change their copy
    })
  ).docs[0]
  const platform = stored?.platform
  if (!stored || typeof platform !== 'object' || platform === null)
    throw new NotFoundError(`There is no configuration "${uid}".`)
  const selected = change(structuredClone(stored.selected as Record<string, unknown>), platform.slug)
  const added = await addConfiguration(req, {
    selected,
    platform: idOf(platform) ?? platform.slug,
    name: stored.name,
    configurable: Boolean(stored.configurable),
    tempPull: (stored.tempPull as never) ?? null,
  })
  return added.configuration_id
}

/**
 * POST /api/order/apply-extra-services (checkout.md section 7): switches Same Day Assembly or the 1-year warranty on
 * or off for configured lines. Answers which uid replaces which.
 */
export async function applyExtraServices(
  req: PayloadRequest,
  input: { service: 'sda' | 'warranty'; selected: boolean; products: string[] },
): Promise<{ products: Array<{ from: string; to: string }> }> {
  const products: Array<{ from: string; to: string }> = []
  for (const uid of [...new Set(input.products)]) {
    const to = await storeChanged(req, uid, (selected, slug) => {
      const optionId = input.service === 'sda' ? sameDayAssemblyOptionId() : warrantyOptionId(slug)
      if (optionId === null) throw new RuleError('This controller has no extended warranty to add.')
      const options = { ...((selected.options as Record<string, unknown>) ?? {}) }
      if (input.selected) options[optionKey(optionId)] = true
      else delete options[optionKey(optionId)]
      return { ...selected, options }
    })
    products.push({ from: uid, to })
  }
  return { products }
}

/**
 * POST /api/order/change-product (checkout.md section 7): the cart panel's quantity change for a configured line,
 * stored as a new configuration (checked for stock at the new quantity). Answers the new `productId`.
 */
export async function changeProduct(req: PayloadRequest, input: { id: string; quantity: number }) {
  const productId = await storeChanged(req, input.id, (selected) => ({ ...selected, quantity: input.quantity }))
  return { productId }
}
