import type { Config, Plugin } from 'payload'
import { accountEndpoints } from './endpoints'

export { registerCustomer } from './operations/register'

/**
 * Customer accounts (account.md sections 2, 5, 6): registration (POST /api/account/register), the captcha
 * configuration for the auth forms, and My Settings (the lead's profile endpoints). Signing in, out and resetting a
 * password are Payload's own routes behind `authGuardPlugin()` (rate limits, captcha, equal time).
 */
export function accountsPlugin(): Plugin {
  return (config: Config): Config => ({ ...config, endpoints: [...(config.endpoints ?? []), ...accountEndpoints] })
}
