import { CheckoutBar } from '@/components/Checkout/CheckoutBar'
import { placeFinderTiles } from '@/plugins/places'
import { Checkout } from './islands'

/**
 * The shopping cart path (a site setting): the checkout (checkout.md section 2). The page is the same for everybody;
 * the basket, the quote and the customer's details are all the browser's, in the checkout island (its own chunk: other
 * pages of this route load none of its code, zod or react-hook-form). The place finder's tiles (or null: no Find on
 * map button) are the server's configuration, the same for every shopper.
 */
export function CartPage() {
  return (
    <>
      <CheckoutBar />
      <Checkout placeFinder={placeFinderTiles()} />
    </>
  )
}
