import type { AccessoryKind } from '../accessory-art'

/** The Amazon slider group the accessories listing shows (its page settings name it). */
export const DEMO_AMAZON_GROUP = 'controller-accessories'

export interface AmazonSeed {
  title: string
  kind: AccessoryKind
  accent: string
  /** Cents, or null: "See price on Amazon". */
  price: number | null
  /** An Amazon search: a real page for every item, no made-up product ids. */
  query: string
  active: boolean
}

/** Demo items of the Amazon products slider (storefront.md section 2), in their slider order. */
export const AMAZON_PRODUCTS: AmazonSeed[] = [
  {
    title: 'Dual Controller Charging Dock',
    kind: 'dock',
    accent: '#2563eb',
    price: 2499,
    query: 'controller charging dock',
    active: true,
  },
  {
    title: 'Hard Shell Controller Travel Case',
    kind: 'case',
    accent: '#dc2626',
    price: 1899,
    query: 'controller travel case',
    active: true,
  },
  {
    title: 'Aluminium Controller Display Stand',
    kind: 'stand',
    accent: '#0f766e',
    price: 1599,
    query: 'controller stand',
    active: true,
  },
  {
    title: 'Silicone Grip Sleeve, Two Pack',
    kind: 'sleeve',
    accent: '#7c3aed',
    price: 999,
    query: 'controller silicone grip',
    active: true,
  },
  {
    title: 'Thumb Grip Caps, Eight Pack',
    kind: 'thumbgrips',
    accent: '#ea580c',
    price: 799,
    query: 'controller thumb grips',
    active: true,
  },
  {
    title: 'Wired Stereo Gaming Headset',
    kind: 'headset',
    accent: '#16a34a',
    price: 3999,
    query: 'gaming headset',
    active: true,
  },
  {
    title: 'Low-Latency Gaming Earbuds',
    kind: 'earbuds',
    accent: '#0891b2',
    price: null,
    query: 'gaming earbuds',
    active: true,
  },
  {
    title: 'Controller Care Kit with Cables',
    kind: 'kit',
    accent: '#b45309',
    price: 2999,
    query: 'controller accessory kit',
    active: true,
  },
  {
    title: 'Anti-Slip Rubber Grips (discontinued)',
    kind: 'grips',
    accent: '#64748b',
    price: 1299,
    query: 'controller grips',
    active: false,
  },
]

export const amazonSearchUrl = (query: string) =>
  `https://www.amazon.com/s?k=${encodeURIComponent(query).replace(/%20/g, '+')}`
