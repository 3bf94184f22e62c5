import type { PayloadRequest } from 'payload'
import type { MethodView } from '../../../lib/checkout/api'
import { SAME_DAY_ASSEMBLY_TIME, STANDARD_BUILD_DAYS } from '../../../lib/checkout/delivery'
import { READY_MADE_PREPARATION_DAYS } from '../../../lib/checkout/lines'
import { showMethods } from '../../../lib/checkout/methods'
import { methodView } from '../../../lib/checkout/view'
import { offersFor } from '../../../lib/checkout/zones'
import { readCheckoutSettings, readShippingMethods } from '../queries'

/**
 * POST /api/order/shipping-methods (checkout.md section 7): the methods serving an address for one item, dated from
 * now (a product page's delivery estimate). With `sda`, methods that carry Same Day Assembly get the 24-hour build.
 */
export async function shippingMethodsFor(
  req: PayloadRequest,
  input: { sda: boolean; zip: string; state: string; country: string; configurationType: 'controller' | 'product' },
  now = new Date(),
): Promise<{ data: MethodView[] }> {
  const [methods, settings] = await Promise.all([readShippingMethods(req), readCheckoutSettings(req)])
  const country = input.country.trim().toUpperCase() || null
  const state = input.state.trim().toUpperCase() || null
  const build = input.configurationType === 'controller' ? STANDARD_BUILD_DAYS : READY_MADE_PREPARATION_DAYS
  const sda = input.sda && settings.sameDayAssemblyEnabled && input.configurationType === 'controller'
  const shown = showMethods(
    offersFor(methods, { country, state }, 1),
    {
      assemblyTime: sda ? SAME_DAY_ASSEMBLY_TIME : build,
      defaultAssemblyTime: build,
      sda,
      sdaAllowance: { enabled: sda, mode: 'other' },
    },
    now,
    false,
  )
  return {
    data: shown.map(methodView),
  }
}
