/** A least-recently-used map bounded by a total size (e.g. bytes): the oldest entries go when it is over budget. */
export class SizedLru<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>()
  private total = 0

  constructor(
    readonly budget: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.entries.size
  }

  /** Sum of the sizes of the entries held. */
  get used(): number {
    return this.total
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** Stores a value; one larger than the whole budget is not kept. */
  set(key: K, value: V): void {
    this.delete(key)
    const size = this.sizeOf(value)
    if (size > this.budget) return
    this.entries.set(key, { value, size })
    this.total += size
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.budget) break
      this.entries.delete(oldest)
      this.total -= entry.size
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.total -= entry.size
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }
}
