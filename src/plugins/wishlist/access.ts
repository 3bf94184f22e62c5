import type { Access, FieldAccess } from 'payload'
import { adminOnly, adminOrOwnerField, anyOf, nobody, ownerOf, staffOnly } from '../../access'

/** Staff read every wish list in the admin panel; a customer only their own; guests nothing. */
export const readItems: Access = anyOf(staffOnly, ownerOf('customer'))

/**
 * Nobody creates or edits an entry through REST, GraphQL or the admin: `addToWishlist` is the one writer (it checks
 * the product, the cap and duplicates under the customer's lock) and `moveToTop` the one editor of `position`.
 */
export const writeItems: Access = nobody

/**
 * A customer deletes their own entries (the account page uses DELETE /api/wishlist/{id}, which checks the same);
 * admins may clear any in the admin panel.
 */
export const deleteItems: Access = anyOf(adminOnly, ownerOf('customer'))

/** Whose wish list it is: the owner and admins read it; nobody filters through it to the user's fields otherwise. */
export const readCustomer: FieldAccess = adminOrOwnerField('customer')
