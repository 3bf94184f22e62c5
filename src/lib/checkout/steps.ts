/**
 * The checkout's numbered steps (checkout.md section 2): with a single package the shopper selects the shipping
 * method as step 2; with several packages each package's method is chosen in the review, so "Review Shopping Cart"
 * and "Choose Payment Method" move up by one.
 */
export const STEP_TITLES = {
  address: 'Enter Shipping Address',
  method: 'Select Shipping Method',
  review: 'Review Shopping Cart',
  payment: 'Choose Payment Method',
} as const
export type StepKey = keyof typeof STEP_TITLES

export interface Step {
  key: StepKey
  number: number
  title: string
}

export function checkoutSteps(packageCount: number): Step[] {
  const keys: StepKey[] =
    packageCount > 1 ? ['address', 'review', 'payment'] : ['address', 'method', 'review', 'payment']
  return keys.map((key, i) => ({ key, number: i + 1, title: STEP_TITLES[key] }))
}
