import type { Config, Plugin } from 'payload'
import { withCredentialRules } from './credentials'
import { accountEndpoints } from './endpoints'

export { CREDENTIALS_CHECKED } from './credentials'
export { registerCustomer } from './operations/register'

/**
 * Customer accounts (account.md sections 2, 5, 6): registration (POST /api/account/register), the captcha
 * configuration for the auth forms, My Settings (the lead's profile endpoints), and the rules for changing an
 * account's e-mail or password by any route (`credentials.ts`). Signing in, out and resetting a password are
 * Payload's own routes behind `authGuardPlugin()` (rate limits, captcha, equal time).
 */
export function accountsPlugin(): Plugin {
  return (config: Config): Config => {
    if (!config.collections?.some((c) => c.slug === 'users'))
      throw new Error('accountsPlugin: there is no "users" collection.')
    return {
      ...config,
      collections: config.collections.map((c) => (c.slug === 'users' ? withCredentialRules(c) : c)),
      endpoints: [...(config.endpoints ?? []), ...accountEndpoints],
    }
  }
}
