/** Hands out ids in a fixed order, skipping the ones the spec reserves, so the seed is deterministic. */
export class IdAllocator {
  private next: number
  private readonly reserved: Set<number>

  constructor(start: number, reserved: number[] = []) {
    this.next = start
    this.reserved = new Set(reserved)
  }

  take(): number {
    while (this.reserved.has(this.next)) this.next += 1
    const id = this.next
    this.next += 1
    return id
  }
}
