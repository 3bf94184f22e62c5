import type { Migration, Payload } from 'payload'
import { migrations } from '../migrations'

/** Applies pending committed migrations (the only way the schema changes; push is off). */
export function runMigrations(payload: Payload): Promise<void> {
  return payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
