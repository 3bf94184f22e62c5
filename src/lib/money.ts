/** Money is integer US cents everywhere; these helpers are the only place it becomes text. */
export type Cents = number

/**
 * '$1,234.56', '-$0.50': what `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes (the unit
 * test holds them equal), without building that formatter: loading its locale data is the largest single piece of
 * script work on a phone opening any page with a price (issue 32).
 */
export function formatUSD(cents: Cents): string {
  const whole = Math.round(Math.abs(cents))
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',')
  const rest = String(whole % 100).padStart(2, '0')
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`
}

/** '+$14.99' as shown next to an option; zero shows as '+$0.00'. */
export function formatPriceDelta(cents: Cents): string {
  return `${cents < 0 ? '-' : '+'}${formatUSD(Math.abs(cents))}`
}

export function isValidCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** Converts dollars typed by a person ("14.99") into cents, rounding half away from zero. */
export function dollarsToCents(dollars: number): Cents {
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100)
}
