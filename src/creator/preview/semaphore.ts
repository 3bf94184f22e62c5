/** At most `limit` tasks run at once; the others wait in arrival order. */
export class Semaphore {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`Semaphore limit must be a whole number >= 1, not ${limit}`)
  }

  /** Tasks running now. */
  get active(): number {
    return this.running
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running += 1
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      // The slot passes straight to the next waiter, so `running` never drops below what is really running.
      if (next) next()
      else this.running -= 1
    }
  }
}
