import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { z } from 'zod'
import { type CountryLookup, fullAddressSchema } from '@/lib/address'
import { billingFieldProblems } from '@/lib/checkout/billing'
import { type CheckoutFormValues, INSTRUCTIONS_MAX, INSTRUCTIONS_TOO_LONG } from '@/lib/checkout/page-rules'

/**
 * The checkout form's resolver: the shipping address through src/lib/address's fullAddressSchema (the schema
 * create-order checks it with) by zodResolver, the instructions' length, and the billing rules (checkout.md section 5,
 * src/lib/checkout/billing.ts, the ones create-order applies), which read the shipping country. `lookup` is read at each check: the countries list arrives after the form exists.
 */
export function checkoutResolver(lookup: () => CountryLookup): Resolver<CheckoutFormValues> {
  return async (values, context, options) => {
    const schema = z.object({
      address: fullAddressSchema(lookup()),
      instructions: z.string().max(INSTRUCTIONS_MAX, { error: INSTRUCTIONS_TOO_LONG }),
    })
    const base = zodResolver(schema) as unknown as Resolver<CheckoutFormValues>
    const result = await base(values, context, options)
    const billing = billingFieldProblems(values.billing, values.address.country, lookup())
    const entries = Object.entries(billing)
    if (entries.length === 0) return Object.keys(result.errors).length === 0 ? { values, errors: {} } : result
    const errors = {
      ...result.errors,
      billing: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'custom', message }])),
    } as FieldErrors<CheckoutFormValues>
    return { values: {}, errors }
  }
}
