export {
  type Country,
  type CountryLookup,
  type CountryState,
  countryLookup,
  findState,
  hasStateList,
  sortCountries,
  zipRequired,
} from './countries'
export {
  ADDRESS_BOOK_MESSAGES,
  ADDRESS_LABELS,
  ADDRESS_MAX,
  ADDRESS_MESSAGES,
  type AddressField,
  MAX_ADDRESSES,
  MIN_PHONE,
} from './messages'
export {
  type Address,
  type AddressCheck,
  type AddressErrors,
  type AddressFormValues,
  addressFormValues,
  addressLines,
  addressSchema,
  checkAddress,
  DEFAULT_ADDRESS,
  DEFAULT_FULL_ADDRESS,
  type FullAddress,
  type FullAddressFormValues,
  fullAddressSchema,
} from './schema'
