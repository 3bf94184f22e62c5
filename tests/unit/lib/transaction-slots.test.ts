import { describe, expect, it } from 'vitest'
import { TransactionSlots, transactionSlotsFor } from '../../../src/server/transaction-slots'

describe('transaction slots', () => {
  it('keeps a reserve of 2 of the pool for reads outside transactions', () => {
    expect(transactionSlotsFor(10)).toBe(8)
    expect(transactionSlotsFor(2)).toBe(1)
  })

  it('lets as many transactions start as it has slots, and the next when one ends, first come first served', async () => {
    const gate = new TransactionSlots(2)
    await gate.take()
    await gate.take()
    expect(gate.inUse).toBe(2)
    const started: string[] = []
    const third = gate.take().then(() => started.push('third'))
    const fourth = gate.take().then(() => started.push('fourth'))
    await Promise.resolve()
    expect(started).toEqual([])
    gate.give()
    await third
    expect(started).toEqual(['third'])
    gate.give()
    await fourth
    expect(started).toEqual(['third', 'fourth'])
    gate.give()
    gate.give()
    expect(gate.inUse).toBe(0)
    gate.give()
    expect(gate.inUse).toBe(0)
  })
})
