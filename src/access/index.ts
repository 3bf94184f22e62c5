import type { Access, FieldAccess } from 'payload'
import { isAdmin, isStaff } from './roles'

export { isAdmin, isStaff, ROLES, type Role } from './roles'

export const anyone: Access = () => true
export const nobody: Access = () => false
export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const adminOnly: Access = ({ req }) => isAdmin(req.user)

/** Admins reach every user; everyone else only their own record; guests nothing. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req.user)) return true
  return { id: { equals: req.user.id } }
}

export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req.user)

/**
 * Catalog access: everyone reads, merchandisers and admins write. Used by every catalog collection
 * and by pages, so the rule lives in one place.
 */
export const catalogAccess = {
  read: anyone,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}
