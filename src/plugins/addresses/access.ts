import type { Access, FieldAccess } from 'payload'
import { adminOnly, adminOrOwnerField, anyOf, ownerOf } from '../../access'

/** Admins read every address book; a customer only their own; guests nothing. */
export const readAddresses: Access = anyOf(adminOnly, ownerOf('customer'))

/**
 * Payload's REST writes (create, PATCH, bulk delete) are the admins' (the admin panel). Customers change their
 * addresses only through /api/shipping-addresses, whose operations set the owner and keep one primary address.
 */
export const writeAddresses: Access = adminOnly

/** Whose address it is: the owner and admins read it; nobody filters through it otherwise. */
export const readCustomer: FieldAccess = adminOrOwnerField('customer')

/** The owner is set once, by the operation (or an admin creating one); it never changes. */
export const never: FieldAccess = () => false
