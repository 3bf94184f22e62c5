// One Payload instance per vitest worker, on its worker's copy of the seeded database that global-setup provides.
import type { Payload } from 'payload'
import { inject } from 'vitest'
import { DEMO_USERS } from '../../src/seed/data/users'
import { INT_ENV, workerDatabase } from './databases'

let instance: Promise<Payload> | undefined
let environment: Promise<Record<string, string>> | undefined

/** What this worker's Payload runs with; set again for every file (tests/int/setup-env.ts puts it back after one). */
async function workerEnvironment(): Promise<Record<string, string>> {
  environment ??= (async () => ({
    ...INT_ENV,
    DATABASE_URL: await workerDatabase(inject('databaseUrl')),
    MEDIA_DIR: inject('mediaDir'),
  }))()
  Object.assign(process.env, await environment)
  return environment
}

/** This worker's Payload (its files share their modules: it starts once per worker). */
export async function testPayload(): Promise<Payload> {
  await workerEnvironment()
  instance ??= (async () => {
    // The copy comes migrated and seeded (global-setup.ts runs src/seed/run.ts on the template).
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    return getPayload({ config })
  })()
  return instance
}

/** A demo user as Payload's access functions receive it. */
export async function userByEmail(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  const user = docs[0]
  if (!user) throw new Error(`no user ${email}`)
  return { ...user, collection: 'users' as const }
}

export const DEMO = {
  admin: 'admin@padforge.example',
  merchandiser: 'merchandiser@padforge.example',
  customer: 'customer@padforge.example',
}

/** The demo accounts' passwords by e-mail, as the seed creates them. */
export const DEMO_PASSWORDS: Readonly<Record<string, string>> = Object.fromEntries(
  DEMO_USERS.map((u) => [u.email, u.password]),
)
