/**
 * Counts work that shoppers wait for (orders being placed) and lets work nobody waits for (an order's mails, a guest's
 * password hash) start only when none is in progress, or once its own deadline has passed. In a burst of orders the
 * replies get the CPU and the follow-ups come right after it; under load that never pauses, each follow-up still runs
 * by its deadline, so they fall behind by at most the wait and never pile up.
 */
export interface QuietGate {
  /** One piece of waited-for work begins; call what it returns (once) when it ends. */
  enter(): () => void
  /** Resolves when no waited-for work is in progress, or at `deadline` (ms, on `now`'s clock), whichever is first. */
  quiet(deadline: number): Promise<void>
  /** How many pieces are in progress. */
  busy(): number
}

export function quietGate(now: () => number = Date.now): QuietGate {
  let count = 0
  const waiters = new Set<() => void>()
  const release = () => {
    for (const wake of [...waiters]) wake()
  }
  return {
    enter() {
      count++
      let left = false
      return () => {
        if (left) return
        left = true
        count--
        if (count === 0) release()
      }
    },
    quiet(deadline) {
      const wait = deadline - now()
      if (count === 0 || wait <= 0) return Promise.resolve()
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          waiters.delete(wake)
          resolve()
        }
        const timer = setTimeout(wake, wait)
        waiters.add(wake)
      })
    },
    busy: () => count,
  }
}
