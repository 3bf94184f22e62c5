import type { Access, AccessArgs, AccessResult, FieldAccess, Where } from 'payload'
import { idOf } from '../lib/relations'
import { isAdmin, isStaff } from '../lib/roles'

export { isAdmin, isStaff, ROLES, type Role } from '../lib/roles'

/*
 * Payload access in small pieces. A collection rule answers true (everything), false (nothing) or a Where (the
 * records it matches); `anyOf` and `allOf` combine rules without each collection writing its own if-ladder. A field
 * rule answers only true or false, and Payload also asks it with no document at all when it checks a query path
 * (`where[customer.email]...`): every field rule here says no when it cannot see the document.
 */

export const anyone: Access = () => true
export const nobody: Access = () => false
export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const adminOnly: Access = ({ req }) => isAdmin(req.user)

/** The records whose `field` (a relationship to users, or `id` on users itself) is the signed-in user; guests none. */
export const ownerOf =
  (field: string): Access =>
  ({ req }) =>
    req.user ? { [field]: { equals: req.user.id } } : false

const isWhere = (result: AccessResult): result is Where => typeof result === 'object' && result !== null

/**
 * Allowed when one rule allows: true as soon as one says true, otherwise the records any of them match (`or`),
 * otherwise false. Rules run in order and stop at the first true.
 */
export const anyOf =
  (...rules: Access[]): Access =>
  async (args: AccessArgs) => {
    const wheres: Where[] = []
    for (const rule of rules) {
      const result = await rule(args)
      if (result === true) return true
      if (isWhere(result)) wheres.push(result)
    }
    if (wheres.length === 0) return false
    return wheres.length === 1 ? (wheres[0] as Where) : { or: wheres }
  }

/**
 * Allowed when every rule allows: false as soon as one says false, otherwise the records all of them match (`and`),
 * or true when every rule said true. Rules run in order and stop at the first false.
 */
export const allOf =
  (...rules: Access[]): Access =>
  async (args: AccessArgs) => {
    const wheres: Where[] = []
    for (const rule of rules) {
      const result = await rule(args)
      if (isWhere(result)) wheres.push(result)
      else if (result !== true) return false
    }
    if (wheres.length === 0) return true
    return wheres.length === 1 ? (wheres[0] as Where) : { and: wheres }
  }

/** Admins reach every user; everyone else only their own record; guests nothing. */
export const adminOrSelf: Access = anyOf(adminOnly, ownerOf('id'))

// Field rules ---------------------------------------------------------------------------------------------------

export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req.user)
export const staffFieldOnly: FieldAccess = ({ req }) => isStaff(req.user)
/** A field nobody writes through REST, GraphQL or the admin: only operations (overrideAccess) do. */
export const nobodyField: FieldAccess = () => false

const isId = (value: unknown): value is number | string => typeof value === 'number' || typeof value === 'string'

/** Both are ids and the same one (an id may arrive as a number or as a string). */
export const sameId = (a: unknown, b: unknown): boolean => isId(a) && isId(b) && `${a}` === `${b}`

/**
 * The field's document belongs to the signed-in user: its `field` relationship (or `id`, on users) is them. Without
 * a document (a query path being checked) nobody owns it, so nobody may filter on the field through this rule.
 */
export const ownerFieldOf =
  (field: string): FieldAccess =>
  ({ req, doc }) =>
    Boolean(req.user && doc) && sameId(idOf((doc as Record<string, unknown>)[field]), req.user?.id)

/** Allowed when one field rule allows (rules run in order and stop at the first yes). */
export const anyField =
  (...rules: FieldAccess[]): FieldAccess =>
  async (args) => {
    for (const rule of rules) if (await rule(args)) return true
    return false
  }

/** Allowed when every field rule allows (rules run in order and stop at the first no). */
export const allFields =
  (...rules: FieldAccess[]): FieldAccess =>
  async (args) => {
    for (const rule of rules) if (!(await rule(args))) return false
    return true
  }

/** A field of a record that belongs to a user (its `field` relationship is them): that user and admins. */
export const adminOrOwnerField = (field: string): FieldAccess => anyField(adminFieldOnly, ownerFieldOf(field))

/** A user's own private field (e-mail, sessions, login counters...): the user themself and admins. */
export const adminOrSelfField: FieldAccess = adminOrOwnerField('id')

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

/** Warehouse counts (stock on hand): staff only. Shoppers learn capped stock from the creator's own loaders. */
export const stockFieldAccess = { read: staffFieldOnly }
