import type { Access, Endpoint, PayloadRequest, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { allOf, nobody, sameId, staffOnly } from '../access'
import { idOf } from '../lib/relations'
import { isStaff } from '../lib/roles'

/*
 * Payload adds its own collections while it sanitizes the config, after every plugin ran, and 3.90.2 offers no hook to
 * set their access: document locks and admin preferences let any signed-in user create and change them (a customer
 * could lock a product and block every staff edit with 423). Only the admin panel uses them, and it opens for staff
 * only, so payload.config.ts sets their access on the finished config: `export default hardenBuiltins(config)`.
 */

export const LOCKED_DOCUMENTS = 'payload-locked-documents'
export const PREFERENCES = 'payload-preferences'
export const MIGRATIONS = 'payload-migrations'

type Polymorphic = { relationTo?: unknown; value?: unknown } | null | undefined

/**
 * A lock names its holder (`user`: { relationTo, value }). The caller may name only themself: nobody locks a
 * document, or takes a lock over, in another person's name. A change that leaves `user` out keeps the holder.
 */
const namesOnlyTheCaller =
  (required: boolean): Access =>
  ({ req, data }) => {
    const holder = (data as { user?: Polymorphic } | undefined)?.user
    if (holder === undefined) return !required
    const user = req.user
    return Boolean(user && holder && holder.relationTo === user.collection && sameId(idOf(holder.value), user.id))
  }

/**
 * Locks: staff read every lock (the panel shows who is editing) and remove any (taking a document over); they create
 * or update a lock only in their own name. Nobody else touches them.
 */
export const lockedDocumentsAccess = {
  read: staffOnly,
  create: allOf(staffOnly, namesOnlyTheCaller(true)),
  update: allOf(staffOnly, namesOnlyTheCaller(false)),
  delete: staffOnly,
}

/** Preferences: each staff member their own, as Payload's rule says for read/update/delete; customers none. */
function preferencesAccess(builtIn: SanitizedCollectionConfig['access']) {
  const own = (rule: Access | undefined): Access => (rule ? allOf(staffOnly, rule) : staffOnly)
  return {
    ...builtIn,
    create: staffOnly,
    read: own(builtIn.read),
    update: own(builtIn.update),
    delete: own(builtIn.delete),
  }
}

/** Does the caller have a preference under `key`? (Payload's delete crashes with a 500 when not: it is a 404.) */
async function hasPreference(req: PayloadRequest, key: unknown): Promise<boolean> {
  const user = req.user
  if (!user || typeof key !== 'string') return false
  const { totalDocs } = await req.payload.count({
    collection: PREFERENCES,
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: user.id } },
        { 'user.relationTo': { equals: user.collection } },
      ],
    },
    overrideAccess: true, // the caller's own rows, as Payload's own operation reads them
  })
  return totalDocs > 0
}

/** Payload's `/api/payload-preferences/:key` endpoints act on the caller's own rows without asking access: staff only. */
const staffEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    if (!isStaff(req.user)) return Response.json({ message: 'Preferences are for staff.' }, { status: 403 })
    if (endpoint.method === 'delete' && !(await hasPreference(req, req.routeParams?.key)))
      return Response.json({ message: 'There is no such preference.' }, { status: 404 })
    return endpoint.handler(req)
  },
})

const collection = (config: SanitizedConfig, slug: string) => config.collections.find((c) => c.slug === slug)

/** Sets the access of Payload's built-in collections on a built config (see the top of this file). */
export async function hardenBuiltins(built: Promise<SanitizedConfig> | SanitizedConfig): Promise<SanitizedConfig> {
  const config = await built
  const locks = collection(config, LOCKED_DOCUMENTS)
  if (locks) locks.access = { ...locks.access, ...lockedDocumentsAccess }
  const preferences = collection(config, PREFERENCES)
  if (!preferences) throw new Error(`hardenBuiltins: Payload no longer adds "${PREFERENCES}"; check its access.`)
  preferences.access = preferencesAccess(preferences.access)
  if (Array.isArray(preferences.endpoints)) preferences.endpoints = preferences.endpoints.map(staffEndpoint)
  // Not reachable over REST or GraphQL (Payload turns both off for it); the local API overrides access anyway.
  const migrations = collection(config, MIGRATIONS)
  if (migrations)
    migrations.access = { ...migrations.access, read: nobody, create: nobody, update: nobody, delete: nobody }
  return config
}
