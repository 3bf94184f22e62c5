// What one line of the basket (and of the checkout's quote) is: no validation library, so the basket, the checkout
// page and the server's quote share it (docs/decisions.md, "Services for standard products").

/** The service keys a line is known by: once each, in a fixed order, empty ones left out. */
export function serviceKeysOf(keys: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(keys.filter((k): k is string => Boolean(k)))].sort()
}

/**
 * A line's identity: a configured controller by its configuration uid (its services are part of the stored
 * selection); a standard product by its id AND the services chosen with it, so the same product with and without
 * the Extended Warranty are two lines.
 */
export function lineKeyOf(line: {
  type: 'controller' | 'product'
  id: string | number
  serviceKeys?: ReadonlyArray<string | null | undefined>
}): string {
  const base = `${line.type}:${line.id}`
  if (line.type !== 'product') return base
  const keys = serviceKeysOf(line.serviceKeys ?? [])
  return keys.length > 0 ? `${base}:${keys.join('+')}` : base
}
