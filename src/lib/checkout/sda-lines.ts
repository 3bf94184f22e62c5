// Same Day Assembly on the checkout page (checkout.md section 4): which configured lines of a package it switches and
// what it costs each, read from the quote (pure; the page's services hook and its toggle use them).
import type { PackageView, QuoteView } from './api'

/** Configured lines of a package that can have Same Day Assembly (offered or already chosen), by configuration uid. */
export function sdaLineIds(quote: QuoteView, pkg: PackageView): string[] {
  return quote.lines
    .filter(
      (l) =>
        l.packageId === pkg.id &&
        l.configurable &&
        typeof l.id === 'string' &&
        (l.offers.some((o) => o.key === 'sda') || l.services.some((s) => s.key === 'sda')),
    )
    .map((l) => String(l.id))
}

/** Same Day Assembly's price per configured line (for the basket's display snapshot). */
export function sdaPrices(quote: QuoteView): Map<string, number> {
  const prices = new Map<string, number>()
  for (const line of quote.lines) {
    const sda = line.services.find((s) => s.key === 'sda') ?? line.offers.find((o) => o.key === 'sda')
    if (sda) prices.set(String(line.id), sda.price)
  }
  return prices
}
