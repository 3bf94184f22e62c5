import { CheckoutBar } from '@/components/Checkout/CheckoutBar'
import { Checkout } from './islands'

/**
 * The shopping cart path (a site setting): the checkout (checkout.md section 2). The page is the same for everybody;
 * the basket, the quote and the customer's details are all the browser's, in the checkout island (its own chunk: other
 * pages of this route load none of its code, zod or react-hook-form).
 */
export function CartPage() {
  return (
    <>
      <CheckoutBar />
      <Checkout />
    </>
  )
}
