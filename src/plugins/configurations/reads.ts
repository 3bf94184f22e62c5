import type { Payload, PayloadRequest } from 'payload'
import type { Configuration } from '../../payload-types'
import { readSql, sql } from '../../server/sql'

/** What the checkout and an order's line picture read of a stored configuration. */
export interface StoredConfiguration {
  id: number
  uid: string
  name: string
  selected: Configuration['selected']
  platform: number
  configurable: boolean
}

const COLUMNS = sql`id, uid, name, selected, platform_id, configurable`

const toConfiguration = (r: Record<string, unknown>): StoredConfiguration => ({
  id: Number(r.id),
  uid: String(r.uid),
  name: String(r.name),
  selected: r.selected as Configuration['selected'],
  platform: Number(r.platform_id),
  configurable: r.configurable === true,
})

/**
 * Every quote and every order reads the basket's configurations (issue 32), so this is one SQL statement instead of
 * Payload's find with its query building. The collection has no read hooks, and whoever holds a configuration's secret
 * uid may buy it (the finds it replaces ran with overrideAccess). On `req`'s transaction when there is one.
 */
export async function configurationsByUid(
  req: PayloadRequest,
  uids: readonly string[],
): Promise<StoredConfiguration[]> {
  if (uids.length === 0) return []
  const db = await readSql(req)
  const { rows } = await db.execute(sql`select ${COLUMNS} from configurations
    where uid in (select jsonb_array_elements_text(${JSON.stringify(uids)}::jsonb))`)
  return (rows as Record<string, unknown>[]).map(toConfiguration)
}

/** One configuration by id (an order line's own, after the order), or null. */
export async function configurationById(payload: Payload, id: number): Promise<StoredConfiguration | null> {
  const { rows } = await payload.db.drizzle.execute(sql`select ${COLUMNS} from configurations where id = ${id}`)
  const row = rows[0] as Record<string, unknown> | undefined
  return row ? toConfiguration(row) : null
}
