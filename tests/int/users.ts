// Users of a test file's own (issue 27, finding 19): the demo admin, merchandiser and customer are shared by every
// file, and Payload keeps a user's sessions in one row, so another file's sign-in, sign-out or lock of that user can
// end a session this file relies on. A test that needs a signed-in user makes one here instead.
import type { Payload } from 'payload'

export type Role = 'admin' | 'merchandiser' | 'customer'

let serial = 0

/** A new user with `role` and a unique e-mail (`prefix` names the file or test), as Payload's access functions see it. */
export async function newUser(payload: Payload, role: Role, prefix: string = role) {
  serial += 1
  const email = `${prefix}-${process.pid}-${Date.now().toString(36)}-${serial}@padforge.test`.toLowerCase()
  const password = `${prefix}-password-${serial}`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, role, firstName: prefix, lastName: `User ${serial}` },
    overrideAccess: true, // the test's own fixture; the role is what it tests with
  })
  return { ...user, collection: 'users' as const, email, password }
}
