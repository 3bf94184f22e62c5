/** Constants about platforms that every layer shares (no Payload import). */
export const PREVIEW_SIDES = ['front', 'top', 'back'] as const
export type PreviewSide = (typeof PREVIEW_SIDES)[number]

/** Option ids the spec relies on (creator.md section 9, checkout.md section 9). */
export const SAME_DAY_ASSEMBLY_OPTION_ID = 9
export const WARRANTY_OPTION_IDS: Readonly<Record<string, number>> = {
  'xbox-one': 10,
  ps4: 10,
  'xbox-360': 43,
  ps3: 43,
  ps5: 47,
}
export const DEFAULT_XBOX_ELITE_BODY_ID = 19

/** Stock policy 2: keep selling when out of stock. */
export const STOCK_POLICY_DENY = 1
export const STOCK_POLICY_CONTINUE = 2

export function isStockEnough(stock: number, policy: number, quantity: number): boolean {
  return policy === STOCK_POLICY_CONTINUE || stock >= quantity
}
