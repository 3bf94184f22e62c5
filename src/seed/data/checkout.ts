import { DEMO_TAX_RULES } from '../../lib/checkout/tax'

/** Countries the international methods serve (the store ships to every enabled country it has a method for). */
const INTERNATIONAL = ['CA', 'GB', 'IE', 'DE', 'FR', 'NL', 'ES', 'IT', 'SE', 'AU', 'NZ', 'JP']
const zones = (countries: string[]) => countries.map((country) => ({ country, states: [] as string[] }))

/**
 * Demo shipping methods, in the order the checkout offers them (the first is the default choice; FedEx methods
 * carry Same Day Assembly). Prices in cents; matched by name on a second run.
 */
export const SEED_SHIPPING_METHODS = [
  {
    name: 'FedEx 2Day',
    carrier: 'fedex',
    sort: 10,
    caption: 'Delivered by end of day, Monday to Friday.',
    price: 1999,
    pricePerExtraItem: 300,
    deliveryTime: 2,
    isSdaSupported: true,
    freeOverThreshold: false,
    zones: zones(['US']),
  },
  {
    name: 'FedEx Standard Overnight',
    carrier: 'fedex',
    sort: 20,
    caption: 'Next business day by 8 p.m.',
    price: 3499,
    pricePerExtraItem: 500,
    deliveryTime: 1,
    isSdaSupported: true,
    freeOverThreshold: false,
    zones: zones(['US']),
  },
  {
    name: 'USPS Priority Mail',
    carrier: 'usps',
    sort: 30,
    caption: 'Free on US orders from $99.',
    price: 899,
    pricePerExtraItem: 200,
    deliveryTime: 3,
    isSdaSupported: false,
    freeOverThreshold: true,
    zones: zones(['US']),
  },
  {
    name: 'UPS Ground',
    carrier: 'ups',
    sort: 40,
    caption: 'Tracked door to door.',
    price: 1099,
    pricePerExtraItem: 200,
    deliveryTime: 5,
    isSdaSupported: false,
    freeOverThreshold: false,
    zones: zones(['US']),
  },
  {
    name: 'DHL Express Worldwide',
    carrier: 'dhl',
    sort: 50,
    caption: 'Duties and taxes are paid on delivery.',
    price: 4999,
    pricePerExtraItem: 800,
    deliveryTime: 4,
    isSdaSupported: false,
    freeOverThreshold: false,
    zones: zones(INTERNATIONAL),
  },
  {
    name: 'FedEx International Priority',
    carrier: 'fedex',
    sort: 60,
    caption: 'Customs cleared by FedEx.',
    price: 5999,
    pricePerExtraItem: 900,
    deliveryTime: 3,
    isSdaSupported: true,
    freeOverThreshold: false,
    zones: zones(INTERNATIONAL),
  },
  {
    name: 'USPS Priority Mail International',
    carrier: 'usps',
    sort: 70,
    caption: 'The economical choice.',
    price: 3499,
    pricePerExtraItem: 500,
    deliveryTime: 8,
    isSdaSupported: false,
    freeOverThreshold: false,
    zones: zones(INTERNATIONAL),
  },
] as const

/** The demo tax table (checkout.md section 9: 7 % tax on US orders shipped to Florida, 20 % VAT on GB orders). */
export const SEED_TAX_RULES = DEMO_TAX_RULES

/** Platforms whose controllers no promo code applies to (checkout.md section 4). */
export const COUPON_EXCLUDED_PLATFORMS = ['xbox-elite', 'steam-deck']

/** Demo coupons; codes are stored upper-case. */
export const SEED_COUPONS = [
  {
    code: 'WELCOME10',
    description: '10% off your order',
    discountType: 'percent',
    discount: 10,
    minOrder: 0,
    perCustomerLimit: 1,
  },
  {
    code: 'SAVE20',
    description: '$20 off orders from $150',
    discountType: 'fixed',
    discount: 2000,
    minOrder: 15000,
  },
  {
    code: 'LAUNCH15',
    description: '15% off, for the first 100 orders',
    discountType: 'percent',
    discount: 15,
    minOrder: 0,
    usageLimit: 100,
  },
] as const

/**
 * Demo bank details for manual payment (issue 27 item 8): Stripe's test routing and account numbers and a made-up
 * bank, so nothing here is a real account.
 */
export const SEED_BANK_DETAILS = {
  accountHolder: 'Padforge Demo Inc.',
  bankName: 'Demo Savings Bank',
  bankAddress: '1 Example Plaza, New York, NY 10001',
  accountNumber: '000123456789',
  routingNumber: '110000000',
  iban: '',
  swift: 'DEMOUS33XXX',
  note: 'Domestic transfers (ACH or wire) usually arrive in 1–2 business days; international wires take longer.',
}
