'use client'
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * The admin's "Current password" box on one's own user: a masked input, optional in the form (the server asks for it
 * only when the e-mail or password changes, and says so by the field).
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField field={field} path={path ?? field.name} autoComplete="current-password" validate={() => true} />
)
