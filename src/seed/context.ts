import type { Payload } from 'payload'

export interface SeedContext {
  payload: Payload
  log: (message: string) => void
  /** Media ids by file name and file names by id, so one run never looks a file up twice. */
  mediaIds: Map<string, number>
  mediaFiles: Map<number, string>
  /** Rendered layer PNGs by file name, reused to compose product images. */
  layerPngs: Map<string, Buffer>
}

export function seedContext(payload: Payload, log: (message: string) => void = () => {}): SeedContext {
  return { payload, log, mediaIds: new Map(), mediaFiles: new Map(), layerPngs: new Map() }
}

/** Runs `work` over `items` with at most `limit` in flight (seeding is I/O- and sharp-bound). */
export async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
