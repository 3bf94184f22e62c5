/** What a shopper is told of a configuration whose parts ran out or left the catalog: by the creator and the checkout. */
export const OUT_OF_STOCK_MESSAGE = 'Some components in this configuration are out of stock'
export const UNSUPPORTED_MESSAGE = 'Some components in this configuration are no longer supported'
