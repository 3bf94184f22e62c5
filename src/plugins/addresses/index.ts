import type { Config, Plugin } from 'payload'
import { deleteRowsOf, withBeforeDelete } from '../../server/owned-rows'
import { ShippingAddresses } from './ShippingAddresses'

export { addressEndpoints } from './endpoints'
export { createAddress } from './operations/create-address'
export { deleteAddress } from './operations/delete-address'
export { listAddresses } from './operations/list-addresses'
export { makePrimary } from './operations/make-primary'
export { updateAddress } from './operations/update-address'
export { type AddressRecord, addressBook, addressOf, recordOf } from './queries'
export { ShippingAddresses } from './ShippingAddresses'

/**
 * Saved shipping addresses (account.md sections 3, 5 and 7): the `shipping-addresses` collection and its endpoints
 * under /api/shipping-addresses. Register it after `countriesPlugin()` (addresses are checked against the countries).
 */
export function addressesPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    // A deleted customer's address book goes with them (orders keep the addresses they were sent to).
    collections: [
      ...withBeforeDelete(
        config.collections ?? [],
        'users',
        deleteRowsOf('shipping-addresses', 'customer'),
        'addressesPlugin',
      ),
      ShippingAddresses,
    ],
  })
}
