import type { Config } from 'payload'

/** What a database adapter factory returns (`postgresAdapter(...)`). */
type AdapterResult = Config['db']

/**
 * Keeps some of the pool's connections out of reach of transactions.
 *
 * A transaction holds one pooled connection from its start to its commit. Payload itself sometimes reads on a second
 * connection while its transaction is open: a REST update checks the document's lock with `payload.db.find` without
 * the request (payload/dist/utilities/checkDocumentLockStatus.js). With as many concurrent updates as the pool has
 * connections, every connection is then held by a transaction that waits for one more: nothing ever moves again (12
 * reviews approved at once did exactly that, with the pool's default of 10).
 *
 * So a transaction starts only when one of `slots` (the pool's size less a reserve) is free; a start waits for a slot
 * instead of taking the last connections, and the reserve always serves the reads done outside transactions.
 */
export class TransactionSlots {
  private free: number
  private readonly waiting: Array<() => void> = []

  constructor(readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error(`TransactionSlots: ${slots} is not a slot count`)
    this.free = slots
  }

  /** Resolves once a slot is the caller's; first come, first served. */
  async take(): Promise<void> {
    if (this.free > 0) {
      this.free--
      return
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  /** Gives a slot back: to the longest waiting start, else to the pool of free slots. */
  give(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.free = Math.min(this.slots, this.free + 1)
  }

  get inUse(): number {
    return this.slots - this.free
  }
}

/** How many of a pool's connections transactions may hold at once: all but a reserve of 2 (at least 1). */
export const transactionSlotsFor = (poolMax: number): number => Math.max(1, poolMax - 2)

/**
 * Wraps a database adapter so its transactions take a slot (see TransactionSlots): begin waits for one, and the
 * commit or rollback of that transaction gives it back, once, whichever ends it.
 */
export function withTransactionSlots(adapter: AdapterResult, slots: number): AdapterResult {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const gate = new TransactionSlots(slots)
      const holding = new Set<string | number>()
      const begin = db.beginTransaction.bind(db)
      const commit = db.commitTransaction.bind(db)
      const rollback = db.rollbackTransaction.bind(db)
      const release = (id: string | number) => {
        if (holding.delete(id)) gate.give()
      }
      db.beginTransaction = async (options) => {
        await gate.take()
        try {
          const id = await begin(options)
          if (id === null) gate.give()
          else holding.add(id)
          return id
        } catch (error) {
          gate.give()
          throw error
        }
      }
      db.commitTransaction = async (id) => {
        try {
          await commit(id)
        } finally {
          release(await id)
        }
      }
      db.rollbackTransaction = async (id) => {
        try {
          await rollback(id)
        } finally {
          release(await id)
        }
      }
      return db
    },
  }
}
