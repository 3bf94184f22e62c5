/** Where returns go: the store's workshop (the own-send summary names it; labels are addressed to it). */
export const STORE_RETURN_ADDRESS = {
  name: 'Padforge Returns',
  street1: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  country: 'US',
  phone: '2125550100',
} as const

export const RETURN_ADDRESS = `${STORE_RETURN_ADDRESS.name}, ${STORE_RETURN_ADDRESS.street1}, ${STORE_RETURN_ADDRESS.city}, ${STORE_RETURN_ADDRESS.state} ${STORE_RETURN_ADDRESS.zip}, United States`
