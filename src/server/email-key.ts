import { sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>

/**
 * `emailKey` (src/lib/email-identity.ts) in SQL, for comparing stored e-mails with a key: lower-cased and trimmed, the
 * local part's `+tag` dropped, and for Gmail its dots dropped and googlemail.com read as gmail.com.
 * tests/int/affiliates checks it agrees with the TypeScript on the same addresses.
 */
export function emailKeySql(column: SQL): SQL {
  const lower = sql`lower(trim(${column}))`
  const local = sql`split_part(split_part(${lower}, '@', 1), '+', 1)`
  const domain = sql`split_part(${lower}, '@', 2)`
  return sql`(case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com'
    else ${local} || '@' || ${domain} end)`
}
