import { DEFAULT_RULES, envName } from '../../src/server/rate-limit/limits'

/**
 * Every rate limit wide open, as environment variables. The store knows a test run's one client (its socket address,
 * scripts/serve.mjs), so every spec's sign-ins, orders, mails and previews would count against one set of limits and
 * decide which spec runs out first. The limits themselves, at their defaults, are tested in tests/int (client-address,
 * login-guard, rate-limit).
 */
export const RELAXED_LIMITS: Record<string, string> = Object.fromEntries(
  Object.values(DEFAULT_RULES)
    .flat()
    .map((rule) => [envName(rule.name), '100000/60']),
)
