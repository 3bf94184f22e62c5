import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { quietGate } from '../../../src/lib/orders/quiet-gate'

/** Which of the promises have settled, after the microtasks queued so far ran. */
async function settled(promises: Promise<void>[]): Promise<boolean[]> {
  const done = promises.map(() => false)
  promises.forEach((p, i) => {
    void p.then(() => {
      done[i] = true
    })
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('quietGate', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lets deferred work start at once when nothing is in progress', async () => {
    const gate = quietGate()
    expect(await settled([gate.quiet(Date.now() + 5000)])).toEqual([true])
  })

  it('holds deferred work while orders are in progress and wakes it when the last one ends', async () => {
    const gate = quietGate()
    const first = gate.enter()
    const second = gate.enter()
    const waiting = [gate.quiet(Date.now() + 5000), gate.quiet(Date.now() + 5000)]
    expect(await settled(waiting)).toEqual([false, false])
    first()
    first() // a second call of the same leave changes nothing
    expect(gate.busy()).toBe(1)
    expect(await settled(waiting)).toEqual([false, false])
    second()
    expect(gate.busy()).toBe(0)
    expect(await settled(waiting)).toEqual([true, true])
  })

  it('lets each piece of deferred work go at its own deadline when orders never pause', async () => {
    const gate = quietGate()
    gate.enter()
    const start = Date.now()
    const early = gate.quiet(start + 1000)
    const late = gate.quiet(start + 3000)
    const past = gate.quiet(start - 1)
    expect(await settled([early, late, past])).toEqual([false, false, true])
    await vi.advanceTimersByTimeAsync(1000)
    expect(await settled([early, late])).toEqual([true, false])
    await vi.advanceTimersByTimeAsync(2000)
    expect(await settled([late])).toEqual([true])
    expect(gate.busy()).toBe(1)
  })
})
