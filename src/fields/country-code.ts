const CODE = /^[A-Z]{2}$/

/** An ISO 3166-1 alpha-2 country code as the admin types it ('US'), for text fields' `validate`. */
export const validateCountryCode = (value: unknown): true | string =>
  typeof value === 'string' && CODE.test(value) ? true : 'Enter the two capital letters of the ISO code.'
