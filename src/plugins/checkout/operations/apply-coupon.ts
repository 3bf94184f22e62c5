import type { PayloadRequest } from 'payload'
import type { CheckoutBasket, CouponView, QuoteView } from '../../../lib/checkout/api'
import { couponMessages, normalizeCouponCode } from '../../../lib/checkout/coupons'
import { RuleError } from '../../../lib/errors'
import { consume } from '../../../server/rate-limit'
import { quoteCheckout } from './quote'

/**
 * POST /api/order/apply-coupon (checkout.md sections 4, 7, 8): the basket is quoted with the code; when the coupon
 * applies, its view and the new quote come back, else RuleError with the coupon's message (the page removes it).
 */
export async function applyCoupon(
  req: PayloadRequest,
  input: { code: string; basket: CheckoutBasket; address?: { country: string; state: string; zip: string } },
): Promise<{ coupon: CouponView; quote: QuoteView }> {
  await consume(req, 'coupon')
  const code = normalizeCouponCode(input.code)
  const { view } = await quoteCheckout(req, {
    address: input.address ?? { country: 'US', state: '', zip: '' },
    basket: { ...input.basket, coupon: code },
    choices: {},
  })
  if (!view.coupon) {
    const message = view.couponMessage ?? couponMessages.unknown(code)
    throw new RuleError(message, { code: [message] })
  }
  return { coupon: view.coupon, quote: view }
}
