import type { NumberField } from 'payload'
import { isValidCents } from '../lib/money'

interface MoneyOptions {
  name: string
  label: string
  required?: boolean
  description?: string
  defaultValue?: number
}

/** Lists show cents as dollars. */
export const MONEY_CELL = '/src/components/admin/MoneyCell#MoneyCell'

/** A price in integer US cents. The description tells a merchandiser how to type it. */
export function moneyField({ name, label, required = false, description, defaultValue }: MoneyOptions): NumberField {
  return {
    name,
    label: `${label} (cents)`,
    type: 'number',
    required,
    min: 0,
    defaultValue,
    admin: {
      description: `${description ? `${description} ` : ''}In US cents: 1499 means $14.99.`,
      step: 1,
      components: { Cell: MONEY_CELL },
    },
    validate: (value: number | null | undefined) => {
      if (value === null || value === undefined) return required ? `${label} is required.` : true
      return isValidCents(value) ? true : `${label} must be a whole number of cents, 0 or more.`
    },
  }
}
