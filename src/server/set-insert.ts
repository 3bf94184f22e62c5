import { randomBytes } from 'node:crypto'
import type { FlattenedField } from 'payload'
import { type Executor, sql } from './sql'

type Data = Record<string, unknown>
type Query = ReturnType<typeof sql>

/** The rows of one array's child table a document writes. */
export interface TableRows {
  table: string
  /** Top-level arrays take the new document's id as `_parent_id` in SQL; nested arrays name their parent row's id. */
  topLevel: boolean
  rows: Data[]
}

const snakeNames = new Map<string, string>()

/**
 * Payload's column and table naming (`to-snake-case` on each field name): `address1` stays, `vatFee` is `vat_fee`.
 * Field names are few and every written row asks again, so each is worked out once.
 */
export function snakeCase(name: string): string {
  let snake = snakeNames.get(name)
  if (snake === undefined) {
    snake = name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
      .toLowerCase()
    snakeNames.set(name, snake)
  }
  return snake
}

/** An array row's id, as Payload makes them (24 hex digits, like an ObjectId). */
const rowId = () => randomBytes(12).toString('hex')

/**
 * Splits a document's data into the rows Payload's Postgres adapter stores it in: groups and named tabs become
 * prefixed columns of their row, a relationship to one collection its `_id` column, every array a child table whose
 * rows get an id, `_order` (from 1) and `_parent_id`. Join fields hold no data. Kinds stored in further tables (hasMany
 * relationships, selects and numbers, polymorphic relationships, blocks, localized fields) are refused, so a
 * collection that grows one fails its tests here instead of silently losing data. Returns the main row, the child
 * tables' rows and the data with each array row's new id filled in (the document as it reads back, without its own id
 * and timestamps).
 */
export function rowsOfDocument(table: string, fields: FlattenedField[], data: Data) {
  const children: TableRows[] = []
  const row: Data = {}
  const document = fill(table, fields, data, row, '', children, true)
  return { main: { table, row }, children, document }
}

function fill(
  table: string,
  fields: FlattenedField[],
  data: Data,
  row: Data,
  prefix: string,
  tables: TableRows[],
  topLevel: boolean,
): Data {
  const out: Data = { ...data }
  for (const field of fields) {
    if (field.type === 'join') continue
    const value = data[field.name]
    if (value === undefined) continue
    const column = `${prefix}${snakeCase(field.name)}`
    if (field.localized) throw new Error(`set-insert: ${table}.${field.name} is localized`)
    if (field.type === 'group' || field.type === 'tab') {
      if (value !== null)
        out[field.name] = fill(table, field.flattenedFields, value as Data, row, `${column}_`, tables, topLevel)
    } else if (field.type === 'array') {
      const child = typeof field.dbName === 'string' ? field.dbName : `${table}_${column}`
      const rows: Data[] = []
      out[field.name] = ((value as Data[] | null) ?? []).map((item, index) => {
        const id = typeof item.id === 'string' ? item.id : rowId()
        const childRow: Data = { _order: index + 1, id, ...(topLevel ? {} : { _parent_id: row.id }) }
        const filled = fill(child, field.flattenedFields, item, childRow, '', tables, false)
        rows.push(childRow)
        return { ...filled, id }
      })
      if (rows.length) tables.push({ table: child, topLevel, rows })
    } else if (field.type === 'relationship' || field.type === 'upload') {
      if (field.hasMany || Array.isArray(field.relationTo))
        throw new Error(`set-insert: ${table}.${field.name} is stored in a _rels table`)
      // An id, or a document whose id it is.
      row[`${column}_id`] = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value
    } else if (('hasMany' in field && field.hasMany) || field.type === 'blocks') {
      throw new Error(`set-insert: ${table}.${field.name} is stored in a table of its own`)
    } else {
      // A json column takes the value itself: jsonb_populate_record stores it as given.
      row[column] = value
    }
  }
  return out
}

/** A name quoted as Postgres quotes an identifier. Only the schema's own table and column names come here. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * `"a", "b"` and `x."a", x."b"` for a row's columns, as text: one chunk each, where an identifier per column made
 * drizzle's query builder walk several hundred chunks for an order (about 3 % of the server's CPU at 20 buyers).
 */
function columnLists(rows: Data[]) {
  const names = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  return {
    names: sql.raw(names.map(quoted).join(', ')),
    fromRow: sql.raw(names.map((n) => `x.${quoted(n)}`).join(', ')),
  }
}

/**
 * ONE statement that writes a document and all its array rows (data-modifying CTEs; every row set travels as one
 * jsonb parameter and is cast by the table's own row type, so enums, numerics and timestamps convert as the adapter's
 * would). Returns the new row's id, created_at and updated_at.
 */
export function insertStatement(main: { table: string; row: Data }, children: TableRows[]): Query {
  const top = columnLists([main.row])
  const parts: Query[] = [
    sql`with parent as (insert into ${sql.identifier(main.table)} (${top.names})
      select ${top.fromRow} from jsonb_populate_record(null::${sql.identifier(main.table)}, ${JSON.stringify(main.row)}::jsonb) x
      returning id, created_at, updated_at)`,
  ]
  children.forEach((child, index) => {
    const list = columnLists(child.rows)
    const name = sql.identifier(`rows_${index}`)
    const rows = sql`jsonb_populate_recordset(null::${sql.identifier(child.table)}, ${JSON.stringify(child.rows)}::jsonb) x`
    parts.push(
      child.topLevel
        ? sql`, ${name} as (insert into ${sql.identifier(child.table)} (_parent_id, ${list.names})
            select parent.id, ${list.fromRow} from parent, ${rows})`
        : sql`, ${name} as (insert into ${sql.identifier(child.table)} (${list.names}) select ${list.fromRow} from ${rows})`,
    )
  })
  parts.push(sql` select id, created_at, updated_at from parent`)
  return sql.join(parts, sql``)
}

/**
 * Writes a document's rows (`rowsOfDocument`) in one statement (`insertStatement`) on `db`: a transaction's session or
 * the pool. Returns the new row's id and timestamps, and the data as stored (array rows with their ids).
 */
export async function insertRows(db: Executor, table: string, fields: FlattenedField[], data: Data) {
  const { main, children, document } = rowsOfDocument(table, fields, data)
  const { rows } = await db.execute(insertStatement(main, children))
  return { row: rows[0] ?? {}, document }
}
