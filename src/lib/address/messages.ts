/** Labels of the address fields, as the spec's messages name them (account.md section 5). */
export const ADDRESS_LABELS = {
  country: 'Country',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  zip: 'ZIP',
  state: 'State',
  state_string: 'State',
  first_name: 'First Name',
  last_name: 'Last Name',
  phone: 'Phone',
  email: 'E-mail',
} as const

export type AddressField = keyof typeof ADDRESS_LABELS

/** The fields in the order a form shows them, so the first message is the first field's. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'country',
  'state',
  'state_string',
  'city',
  'address1',
  'address2',
  'zip',
]

/** Longest value of each text field: generous for real addresses, short enough for a label and a carrier. */
export const ADDRESS_MAX = {
  address1: 100,
  address2: 100,
  city: 60,
  zip: 12,
  state: 60,
  state_string: 60,
  first_name: 50,
  last_name: 50,
  phone: 30,
  country: 60,
} as const

export const MIN_PHONE = 6

/** The spec's message ('The {field} field is required.') and ours for what it leaves open. */
export const ADDRESS_MESSAGES = {
  required: (field: AddressField) => `The ${ADDRESS_LABELS[field]} field is required.`,
  tooLong: (field: AddressField) =>
    `The ${ADDRESS_LABELS[field]} may be at most ${ADDRESS_MAX[field as keyof typeof ADDRESS_MAX]} characters.`,
  notText: (field: AddressField) => `The ${ADDRESS_LABELS[field]} field must be text.`,
  unknownCountry: 'Please choose a country from the list.',
  unknownState: 'Please choose a state from the list.',
  zip: 'Please enter a valid ZIP: letters, digits, spaces and hyphens.',
  phoneShort: `The Phone must be at least ${MIN_PHONE} characters.`,
  phone: 'Please enter a valid phone number: digits, spaces and + - ( ) only.',
} as const

/** Saved addresses per customer: more than a household needs, few enough that a script cannot fill the table. */
export const MAX_ADDRESSES = 20

export const ADDRESS_BOOK_MESSAGES = {
  full: `You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`,
  notFound: 'This address was not found in your address book.',
  keepPrimary: 'Make another address primary instead: with saved addresses, one of them is always primary.',
  saved: 'The address was saved.',
  added: 'The address was added.',
  deleted: 'The address was deleted.',
  primary: 'This is now your primary address.',
} as const
