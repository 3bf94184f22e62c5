/**
 * Reads a body stream whole, but never more than `limit` bytes: null as soon as it passes the cap (the rest is not
 * read). Every reader of request bodies in the store goes through it, so no body is held in memory past its cap.
 */
export async function readCapped(stream: ReadableStream<Uint8Array>, limit: number): Promise<Buffer | null> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
}
