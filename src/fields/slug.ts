import type { TextField } from 'payload'
import { isValidSlug, slugify } from '../lib/slug'

/** A unique URL slug, filled from `from` when left empty. */
export function slugField(from = 'name', description?: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description:
        description ?? 'Lower-case words joined by hyphens, used in URLs. Left empty, it is made from the name.',
    },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim() !== '') return value.trim()
          const source = data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: (value: string | null | undefined) =>
      isValidSlug(value) ? true : 'Use lower-case letters, digits and single hyphens, e.g. "xbox-series-x".',
  }
}
