import type { Stars } from '../../lib/reviews'

/**
 * A demo review of a platform's creator page, or of one of its prebuilt products (`product`: its slug); `customer`
 * names a demo account by e-mail (else a guest wrote it).
 */
export interface DemoReview {
  platform: string
  product?: string
  stars: Stars
  headline: string
  name: string
  text: string
  /** When it was written (keeps the "latest first" order stable). */
  date: string
  best?: boolean
  customer?: string
}

/** Approved demo reviews for four platforms: varied stars, one best review each. */
export const DEMO_REVIEWS: DemoReview[] = [
  {
    platform: 'ps5',
    stars: 5,
    headline: 'Exactly the pad I pictured',
    name: 'Jordan P.',
    text: 'Built a Cosmic Red body with black buttons and it looks exactly like the preview. Sticks feel tight, no drift after two months of daily play.',
    date: '2026-10-02T15:20:00.000Z',
    best: true,
  },
  {
    platform: 'ps5',
    stars: 4,
    headline: 'Great build, shipping took a while',
    name: 'Casey C.',
    text: 'Quality is excellent and the paint is flawless. It took a few days longer to arrive than I hoped, otherwise perfect.',
    date: '2026-10-18T09:05:00.000Z',
    customer: 'customer@padforge.example',
  },
  {
    platform: 'ps5',
    stars: 5,
    headline: 'Back paddles changed my game',
    name: 'Riley M.',
    text: 'Jumping and reloading without leaving the right stick is a huge deal in shooters. The paddles click nicely and are easy to reach.',
    date: '2026-11-01T19:40:00.000Z',
  },
  {
    platform: 'ps5',
    stars: 3,
    headline: 'Nice looks, a little heavy',
    name: 'Sam T.',
    text: 'Looks great on my desk, but with the extra mods it is noticeably heavier than the stock DualSense.',
    date: '2026-11-10T12:00:00.000Z',
  },
  {
    platform: 'ps5',
    stars: 5,
    headline: 'Second one I ordered',
    name: 'Alexis W.',
    text: 'Ordered a matching one for my brother. Same great quality the second time round.',
    date: '2026-11-15T08:30:00.000Z',
  },
  {
    platform: 'xbox-series-x',
    stars: 5,
    headline: 'Trigger stops are a must',
    name: 'Morgan K.',
    text: 'The mechanical triggers with stops make shooting so much faster. The textured grips are comfortable for long sessions.',
    date: '2026-10-11T17:10:00.000Z',
    best: true,
  },
  {
    platform: 'xbox-series-x',
    stars: 2,
    headline: 'Colour not quite what I expected',
    name: 'Drew L.',
    text: 'The blue is darker than on my screen. Support was friendly, but I wish the preview matched better.',
    date: '2026-10-29T10:45:00.000Z',
  },
  {
    platform: 'xbox-series-x',
    stars: 4,
    name: 'Quinn B.',
    headline: '',
    text: 'Solid controller, the creator was fun to use and the price was fair for what you get.',
    date: '2026-11-12T21:15:00.000Z',
  },
  {
    platform: 'ps4',
    stars: 4,
    headline: 'Gave my old PS4 new life',
    name: 'Taylor R.',
    text: 'A custom shell and fresh sticks made my PS4 fun again. The macro remap took a minute to learn.',
    date: '2026-09-21T14:00:00.000Z',
    best: true,
  },
  {
    platform: 'ps4',
    stars: 1,
    headline: 'Arrived with a sticky button',
    name: 'Jamie H.',
    text: 'The square button stuck out of the box. They replaced it, but it should not have happened.',
    date: '2026-10-07T16:25:00.000Z',
  },
  {
    platform: 'nintendo-switch',
    stars: 5,
    headline: 'Perfect for Smash',
    name: 'Avery N.',
    text: 'Clicky buttons, a clean d-pad and a design nobody else at the tournament had. Love it.',
    date: '2026-11-05T18:50:00.000Z',
    best: true,
  },
  {
    platform: 'nintendo-switch',
    stars: 3,
    headline: 'Good, but no rumble upgrade',
    name: 'Robin E.',
    text: 'Happy with the look and feel. I hoped for stronger rumble options in the creator.',
    date: '2026-11-14T11:35:00.000Z',
  },
  // Prebuilt products' own reviews: their cards, product pages and the Top rated sort show them.
  ...productReviews('ps5', 'ps5-cosmic-red-custom-controller', [
    [5, 'Red looks even better in person', 'Morgan T.', 'The red shell is deep and glossy, and the sticks are tight.'],
    [5, 'Worth every penny', 'Sam K.', 'Arrived well packed, paired at once and the triggers feel great.'],
    [4, 'Great pad, long wait', 'Alex R.', 'Built beautifully; it took a week longer than I expected to ship.'],
  ]),
  ...productReviews('ps5', 'ps5-midnight-stealth-modded-controller', [
    [5, 'Paddles are a game changer', 'Jamie L.', 'The back paddles are easy to reach and the matte shell grips well.'],
    [4, 'Solid and quiet', 'Drew P.', 'Quiet buttons, good weight. I would like a slightly softer trigger stop.'],
  ]),
  ...productReviews('xbox-elite', 'xbox-elite-chrome-gold-custom-controller', [
    [5, 'A showpiece that plays great', 'Quinn B.', 'The chrome gold finish is flawless and it still feels light.'],
    [3, 'Fingerprints', 'Avery S.', 'Plays great, but the chrome shows fingerprints; keep a cloth nearby.'],
  ]),
  ...productReviews('xbox-series-x', 'xbox-series-x-forest-ops-custom-controller', [
    [4, 'Camo done right', 'Rowan D.', 'The forest camo print is crisp and the rubber grips hold up well.'],
  ]),
]

type ProductReview = [stars: Stars, headline: string, name: string, text: string]

/** Approved reviews of one prebuilt product, a few days apart. */
function productReviews(platform: string, product: string, reviews: ProductReview[]): DemoReview[] {
  return reviews.map(([stars, headline, name, text], i) => ({
    platform,
    product,
    stars,
    headline,
    name,
    text,
    date: new Date(Date.UTC(2026, 9, 5 + i * 6, 14, 30)).toISOString(),
  }))
}
