import { describe, expect, it } from 'vitest'
import {
  COUPON_FORM_MESSAGES,
  type Coupon,
  type CouponContext,
  checkCoupon,
  couponCodeField,
  couponCodeProblem,
  couponMessages,
  couponView,
  DEMO_EXCLUDED_PLATFORMS,
  discountOf,
  normalizeCouponCode,
} from '../../../src/lib/checkout/coupons'

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'Save10',
  description: '10 % off',
  discountType: 'percent',
  discount: 10,
  minOrder: 9900,
  active: true,
  validFrom: new Date('2026-11-01T00:00:00Z'),
  validUntil: new Date('2026-12-31T23:59:59Z'),
  usageLimit: 100,
  perCustomerLimit: 1,
  forEmail: null,
  firstOrderOnly: false,
  excludedPlatforms: DEMO_EXCLUDED_PLATFORMS,
  ...over,
})
const context = (over: Partial<CouponContext> = {}): CouponContext => ({
  now: new Date('2026-11-25T12:00:00Z'),
  subtotal: 12000,
  platforms: ['ps5'],
  allDiscountable: true,
  timesUsed: 0,
  timesUsedByCustomer: 0,
  ...over,
})
const reason = (v: ReturnType<typeof checkCoupon>) => (v.ok ? 'ok' : v.reason)
const message = (v: ReturnType<typeof checkCoupon>) => (v.ok ? null : v.message)

describe('coupon form (checkout.md section 5)', () => {
  const first = (value: unknown) => {
    const r = couponCodeField.safeParse(value)
    return r.success ? null : r.error.issues[0]!.message
  }

  it("requires a code: 'Please enter code'", () => {
    expect(COUPON_FORM_MESSAGES.required).toBe('Please enter code')
    for (const empty of ['', '   ', undefined, null]) expect(first(empty)).toBe('Please enter code')
    expect(couponCodeProblem('  ')).toBe('Please enter code')
  })

  it("needs at least 2 symbols: 'Minimum coupon code length is 2 symbols'", () => {
    expect(COUPON_FORM_MESSAGES.tooShort).toBe('Minimum coupon code length is 2 symbols')
    expect(first('A')).toBe('Minimum coupon code length is 2 symbols')
    expect(first(' A ')).toBe('Minimum coupon code length is 2 symbols')
    expect(couponCodeProblem('A')).toBe(COUPON_FORM_MESSAGES.tooShort)
    expect(first('AB')).toBeNull()
    expect(couponCodeProblem('AB')).toBeNull()
  })

  it('caps the length at 40', () => {
    expect(first('A'.repeat(40))).toBeNull()
    expect(first('A'.repeat(41))).toBe(COUPON_FORM_MESSAGES.tooLong)
    expect(couponCodeProblem('A'.repeat(41))).toBe(COUPON_FORM_MESSAGES.tooLong)
  })

  it('trims what it returns', () => {
    expect(couponCodeField.parse('  save10 ')).toBe('save10')
  })
})

describe('code matching', () => {
  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(normalizeCouponCode(' save10 ')).toBe('SAVE10')
    for (const typed of ['save10', 'SAVE10', ' SaVe10 ']) expect(checkCoupon(typed, coupon(), context()).ok).toBe(true)
  })

  it('refuses an unknown, different or inactive coupon', () => {
    expect(message(checkCoupon('nope', null, context()))).toBe('Coupon NOPE is not valid')
    expect(reason(checkCoupon('other', coupon(), context()))).toBe('unknown')
    expect(reason(checkCoupon('save10', coupon({ active: false }), context()))).toBe('unknown')
  })
})

describe('validity dates (inclusive at both ends)', () => {
  const from = new Date('2026-11-01T00:00:00Z')
  const until = new Date('2026-12-31T23:59:59Z')

  it('starts at validFrom', () => {
    expect(message(checkCoupon('save10', coupon(), context({ now: new Date(from.getTime() - 1) })))).toBe(
      'Coupon SAVE10 is not active yet',
    )
    expect(checkCoupon('save10', coupon(), context({ now: from })).ok).toBe(true)
  })

  it('ends after validUntil', () => {
    expect(checkCoupon('save10', coupon(), context({ now: until })).ok).toBe(true)
    expect(message(checkCoupon('save10', coupon(), context({ now: new Date(until.getTime() + 1) })))).toBe(
      'Coupon SAVE10 has expired',
    )
  })

  it('open dates never block', () => {
    const open = coupon({ validFrom: null, validUntil: null })
    expect(checkCoupon('save10', open, context({ now: new Date('2040-01-01T00:00:00Z') })).ok).toBe(true)
  })
})

describe('usage limits (the counts are inputs)', () => {
  it('total: refused once used as many times as allowed', () => {
    expect(checkCoupon('save10', coupon(), context({ timesUsed: 99 })).ok).toBe(true)
    expect(message(checkCoupon('save10', coupon(), context({ timesUsed: 100 })))).toBe(
      'Coupon SAVE10 has reached its usage limit',
    )
    expect(reason(checkCoupon('save10', coupon({ usageLimit: 1 }), context({ timesUsed: 1 })))).toBe('usedUp')
  })

  it('per customer', () => {
    expect(message(checkCoupon('save10', coupon(), context({ timesUsedByCustomer: 1 })))).toBe(
      'You have already used coupon SAVE10',
    )
    expect(checkCoupon('save10', coupon({ perCustomerLimit: 2 }), context({ timesUsedByCustomer: 1 })).ok).toBe(true)
  })

  it('null means unlimited', () => {
    const free = coupon({ usageLimit: null, perCustomerLimit: null })
    expect(checkCoupon('save10', free, context({ timesUsed: 10_000, timesUsedByCustomer: 50 })).ok).toBe(true)
  })

  it('a limit of 0 allows nothing', () => {
    expect(reason(checkCoupon('save10', coupon({ usageLimit: 0 }), context()))).toBe('usedUp')
  })
})

describe("a friend's code: one buyer, first order only (issue 31)", () => {
  const friend = coupon({ code: 'FRIEND-ABC', forEmail: 'ann@gmail.com', firstOrderOnly: true })

  it('takes the e-mail it is for, however it is typed', () => {
    expect(reason(checkCoupon('friend-abc', friend, context({ buyerEmail: 'A.nn+x@GMail.com' })))).toBe('ok')
  })

  it('refuses another e-mail', () => {
    const verdict = checkCoupon('FRIEND-ABC', friend, context({ buyerEmail: 'bob@example.com' }))
    expect(reason(verdict)).toBe('otherBuyer')
    expect(message(verdict)).toBe('Coupon FRIEND-ABC belongs to another e-mail address')
  })

  it('waits for the e-mail before judging (create-order always has it)', () => {
    expect(reason(checkCoupon('FRIEND-ABC', friend, context({ buyerEmail: null })))).toBe('ok')
  })

  it('refuses a buyer with an earlier order', () => {
    const verdict = checkCoupon('FRIEND-ABC', friend, context({ buyerEmail: 'ann@gmail.com', buyerOrders: 1 }))
    expect(reason(verdict)).toBe('notFirstOrder')
    expect(message(verdict)).toBe('Coupon FRIEND-ABC is for a first order only')
  })
})

describe('excluded platforms (the demo excludes Xbox Elite and Steam Deck)', () => {
  const spec = 'Promo codes cannot be applied to orders containing an Xbox Elite Controller or a Steam Deck'

  it('gives the spec sentence for either platform', () => {
    expect(DEMO_EXCLUDED_PLATFORMS.map((p) => p.slug)).toEqual(['xbox-elite', 'steam-deck'])
    expect(message(checkCoupon('save10', coupon(), context({ platforms: ['ps5', 'xbox-elite'] })))).toBe(spec)
    expect(message(checkCoupon('save10', coupon(), context({ platforms: ['steam-deck'] })))).toBe(spec)
  })

  it('lets other platforms through, and a coupon without exclusions anywhere', () => {
    expect(checkCoupon('save10', coupon(), context({ platforms: ['ps5', 'ps4', 'xbox-series-x'] })).ok).toBe(true)
    const open = coupon({ excludedPlatforms: [] })
    expect(checkCoupon('save10', open, context({ platforms: ['xbox-elite', 'steam-deck'] })).ok).toBe(true)
  })

  it('names one, two or more excluded platforms', () => {
    expect(couponMessages.excluded([{ slug: 'ps3', phrase: 'a PS3 Controller' }])).toBe(
      'Promo codes cannot be applied to orders containing a PS3 Controller',
    )
    expect(
      couponMessages.excluded([
        { slug: 'a', phrase: 'an A1' },
        { slug: 'b', phrase: 'a B2' },
        { slug: 'e', phrase: 'an Elite' },
      ]),
    ).toBe('Promo codes cannot be applied to orders containing an A1, a B2 or an Elite')
  })
})

describe('only when every line is discountable', () => {
  it('refuses otherwise', () => {
    expect(message(checkCoupon('save10', coupon(), context({ allDiscountable: false })))).toBe(
      'Coupon SAVE10 cannot be applied to some products in your cart',
    )
  })
})

describe("minimum order: 'Coupon {code} applies only on orders from {amount}'", () => {
  it('applies from exactly min_order (the subtotal reaches it)', () => {
    expect(checkCoupon('save10', coupon(), context({ subtotal: 9900 })).ok).toBe(true)
  })

  it('refuses one cent below with the spec message and the amount in dollars', () => {
    const verdict = checkCoupon('save10', coupon(), context({ subtotal: 9899 }))
    expect(message(verdict)).toBe('Coupon SAVE10 applies only on orders from $99.00')
    expect(couponMessages.minOrder('BIG', 123456)).toBe('Coupon BIG applies only on orders from $1,234.56')
  })

  it('no minimum with min_order 0', () => {
    expect(checkCoupon('save10', coupon({ minOrder: 0 }), context({ subtotal: 1 })).ok).toBe(true)
  })
})

describe('order of the checks', () => {
  it('reports the first failing rule', () => {
    const everything = context({
      now: new Date('2027-06-01T00:00:00Z'),
      timesUsed: 500,
      timesUsedByCustomer: 3,
      platforms: ['steam-deck'],
      allDiscountable: false,
      subtotal: 1,
    })
    expect(reason(checkCoupon('save10', coupon(), everything))).toBe('expired')
    expect(reason(checkCoupon('save10', coupon({ validUntil: null }), everything))).toBe('usedUp')
    expect(reason(checkCoupon('save10', coupon({ validUntil: null, usageLimit: null }), everything))).toBe(
      'usedByCustomer',
    )
    const noLimits = coupon({ validUntil: null, usageLimit: null, perCustomerLimit: null })
    expect(reason(checkCoupon('save10', noLimits, everything))).toBe('excluded')
    expect(reason(checkCoupon('save10', { ...noLimits, excludedPlatforms: [] }, everything))).toBe('notDiscountable')
    expect(
      reason(checkCoupon('save10', { ...noLimits, excludedPlatforms: [] }, { ...everything, allDiscountable: true })),
    ).toBe('minOrder')
  })
})

describe('the discount', () => {
  it('percent of the subtotal, rounded half-up to the cent', () => {
    expect(discountOf({ discountType: 'percent', discount: 10 }, 12000)).toBe(1200)
    expect(discountOf({ discountType: 'percent', discount: 10 }, 12345)).toBe(1235) // 1234.5 → 1235
    expect(discountOf({ discountType: 'percent', discount: 10 }, 12344)).toBe(1234) // 1234.4 → 1234
    expect(discountOf({ discountType: 'percent', discount: 12.5 }, 999)).toBe(125) // 124.875 → 125
    expect(discountOf({ discountType: 'percent', discount: 100 }, 999)).toBe(999)
  })

  it('fixed cents, never more than the subtotal', () => {
    expect(discountOf({ discountType: 'fixed', discount: 1000 }, 12000)).toBe(1000)
    expect(discountOf({ discountType: 'fixed', discount: 1000 }, 700)).toBe(700)
  })

  it('never negative, never on nothing', () => {
    expect(discountOf({ discountType: 'fixed', discount: -500 }, 12000)).toBe(0)
    expect(discountOf({ discountType: 'percent', discount: 150 }, 1000)).toBe(1000)
    expect(discountOf({ discountType: 'percent', discount: 10 }, 0)).toBe(0)
  })

  it('is part of an accepted verdict, and shown under the spec field names', () => {
    const verdict = checkCoupon('save10', coupon(), context({ subtotal: 12345 }))
    expect(verdict).toMatchObject({ ok: true, totalDiscount: 1235 })
    expect(couponView(coupon(), 1235)).toEqual({
      code: 'SAVE10',
      description: '10 % off',
      min_order: 9900,
      discount: 10,
      discount_type: 'percent',
      totalDiscount: 1235,
    })
  })
})
