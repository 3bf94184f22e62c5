import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * One cheap query (a millisecond or so) whose answer changes whenever anything the preview reads may have changed:
 * row count and latest `updated_at` of platforms, options, option values and media. Every edit through Payload
 * bumps `updated_at` of the edited document (array rows such as layers and relationship rows belong to it), and a
 * deletion changes a count. Null when the database cannot answer it (another adapter): then nothing is reused.
 */
export async function catalogStamp(payload: Payload): Promise<string | null> {
  const part = (table: string) =>
    `(select count(*)::text || '@' || coalesce(max(updated_at)::text, '') from "${table}")`
  const query = `select concat_ws(';', ${['platforms', 'options', 'option_values', 'media'].map(part).join(', ')}) as stamp`
  try {
    const result = (await payload.db.drizzle.execute(sql.raw(query))) as { rows?: Array<{ stamp?: unknown }> }
    const stamp = result.rows?.[0]?.stamp
    return typeof stamp === 'string' ? stamp : null
  } catch {
    return null
  }
}
