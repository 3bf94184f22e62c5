import type { TextField } from 'payload'
import { isHexColor } from '../lib/color'

export function colorField(name: string, label: string, required = false, description?: string): TextField {
  return {
    name,
    label,
    type: 'text',
    required,
    admin: { description: description ?? 'A hex colour such as #1f6feb.' },
    validate: (value: string | null | undefined) => {
      if (value === null || value === undefined || value === '') return required ? `${label} is required.` : true
      return isHexColor(value) ? true : `${label} must be a hex colour such as #1f6feb.`
    },
  }
}
