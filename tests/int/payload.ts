// One Payload instance per test file, on the migrated test database that global-setup provides.
import type { Payload } from 'payload'
import { inject } from 'vitest'
import { DEMO_USERS } from '../../src/seed/data/users'

let instance: Promise<Payload> | undefined

export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    process.env.DATABASE_URL = inject('databaseUrl')
    process.env.MEDIA_DIR = inject('mediaDir')
    process.env.PAYLOAD_SECRET = 'padforge-integration-tests'
    // Tests run the queue themselves (runDueJobs), so nothing runs behind their back.
    process.env.JOBS_RUNNER = 'off'
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    const { runMigrations } = await import('../../src/server/migrate')
    const payload = await getPayload({ config })
    await runMigrations(payload)
    const { isEmpty, seed } = await import('../../src/seed')
    // The first test file to run seeds the demo store; the others find it there.
    if (await isEmpty(payload)) await seed(payload)
    return payload
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
