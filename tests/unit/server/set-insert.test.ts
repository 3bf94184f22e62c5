import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { rowsOfDocument, snakeCase } from '../../../src/server/set-insert'

const fields = [
  { name: 'number', type: 'text' },
  { name: 'vatFee', type: 'number' },
  { name: 'customer', type: 'relationship', relationTo: 'users' },
  { name: 'orders', type: 'join', collection: 'orders', on: 'customer' },
  {
    name: 'shipping',
    type: 'group',
    flattenedFields: [
      { name: 'address1', type: 'text' },
      { name: 'firstName', type: 'text' },
    ],
  },
  {
    name: 'lines',
    type: 'array',
    flattenedFields: [
      { name: 'name', type: 'text' },
      { name: 'stockKeys', type: 'json' },
      { name: 'shipment', type: 'group', flattenedFields: [{ name: 'trackingUrl', type: 'text' }] },
      { name: 'services', type: 'array', flattenedFields: [{ name: 'key', type: 'text' }] },
    ],
  },
] as unknown as FlattenedField[]

describe('snakeCase', () => {
  it("names columns as Payload's adapter does", () => {
    expect(snakeCase('vatFee')).toBe('vat_fee')
    expect(snakeCase('address1')).toBe('address1')
    expect(snakeCase('totalBeforeTax')).toBe('total_before_tax')
    expect(snakeCase('number')).toBe('number')
  })
})

describe('rowsOfDocument', () => {
  it('splits a document into its row and child tables, groups prefixed, arrays ordered from 1', () => {
    const { main, children, document } = rowsOfDocument('orders', fields, {
      number: 'PF-1',
      vatFee: 0,
      customer: 7,
      shipping: { address1: '1 Main St', firstName: 'Ada' },
      lines: [
        { name: 'Pad', stockKeys: ['a', 'b'], shipment: { trackingUrl: null }, services: [{ key: 'gift' }] },
        { name: 'Dock', stockKeys: [], services: [] },
      ],
    })
    expect(main).toEqual({
      table: 'orders',
      row: { number: 'PF-1', vat_fee: 0, customer_id: 7, shipping_address1: '1 Main St', shipping_first_name: 'Ada' },
    })
    const lines = children.find((c) => c.table === 'orders_lines')!
    expect(lines.topLevel).toBe(true)
    expect(lines.rows.map(({ id: _id, ...row }) => row)).toEqual([
      { _order: 1, name: 'Pad', stock_keys: ['a', 'b'], shipment_tracking_url: null },
      { _order: 2, name: 'Dock', stock_keys: [] },
    ])
    const services = children.find((c) => c.table === 'orders_lines_services')!
    expect(services.topLevel).toBe(false)
    expect(services.rows).toEqual([
      { _order: 1, id: expect.stringMatching(/^[0-9a-f]{24}$/), _parent_id: lines.rows[0]!.id, key: 'gift' },
    ])
    // The document names each new row's id, as it will read back.
    const written = document.lines as Array<{ id: string; services: Array<{ id: string }> }>
    expect(written.map((l) => l.id)).toEqual(lines.rows.map((r) => r.id))
    expect(written[0]!.services[0]!.id).toBe(services.rows[0]!.id)
  })

  it('stores a related document by its id', () => {
    const { main } = rowsOfDocument('orders', fields, { customer: { id: 7, email: 'ada@example.com' } })
    expect(main.row).toEqual({ customer_id: 7 })
  })

  it('refuses fields stored in tables it does not write', () => {
    const many = [
      { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true },
    ] as unknown as FlattenedField[]
    expect(() => rowsOfDocument('orders', many, { tags: [1] })).toThrow(/_rels/)
    const poly = [{ name: 'ref', type: 'relationship', relationTo: ['a', 'b'] }] as unknown as FlattenedField[]
    expect(() => rowsOfDocument('orders', poly, { ref: { relationTo: 'a', value: 1 } })).toThrow(/_rels/)
    const selects = [{ name: 'sizes', type: 'select', hasMany: true }] as unknown as FlattenedField[]
    expect(() => rowsOfDocument('orders', selects, { sizes: ['s'] })).toThrow(/table of its own/)
  })
})
