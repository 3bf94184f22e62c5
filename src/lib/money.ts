/** Money is integer US cents everywhere; these helpers are the only place it becomes text. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

export type Cents = number

export function formatUSD(cents: Cents): string {
  return usd.format(cents / 100)
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
