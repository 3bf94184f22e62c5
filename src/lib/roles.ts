/**
 * Roles and the pure predicates built on them. No Payload import: the storefront, the admin and the
 * tests share these rules.
 */
export const ROLES = ['customer', 'merchandiser', 'admin'] as const
export type Role = (typeof ROLES)[number]

export interface RoleBearer {
  id?: number | string
  role?: Role | null
}

export const isAdmin = (user: RoleBearer | null | undefined): boolean => user?.role === 'admin'

/** Merchandisers and admins edit the catalog, pages and inventory. */
export const isStaff = (user: RoleBearer | null | undefined): boolean =>
  user?.role === 'admin' || user?.role === 'merchandiser'
