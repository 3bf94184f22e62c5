/**
 * The wish list in the browser. Product pages mount `<WishlistButton target={{ productId }} name={…} variant="page" />`
 * (or `target={{ configurationId: uid, baseProductId }}` for a stored configuration); `WishlistHost` is in the
 * storefront layout and shows the modals.
 */
export { WishlistButton } from './WishlistButton'
export { WishlistHost } from './WishlistHost'
