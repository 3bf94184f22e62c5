// Which ps5 options draw on the front of the preview, for tests that need many distinct composed images.
import type { Payload } from 'payload'

/** ps5's options whose values draw front layers, as [optionId, the ids of those values], most values first. */
export async function frontLayerValues(payload: Payload): Promise<Array<[number, number[]]>> {
  const ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]!
  const options = await payload.find({
    collection: 'options',
    where: { platforms: { contains: ps5.id } },
    depth: 0,
    pagination: false,
  })
  const values = await payload.find({
    collection: 'option-values',
    where: { option: { in: options.docs.map((o) => o.id) } },
    depth: 0,
    pagination: false,
  })
  const byOption = new Map<number, number[]>()
  for (const v of values.docs)
    if ((v.layers ?? []).some((l) => l.side === 'front' && l.image))
      byOption.set(v.option as number, [...(byOption.get(v.option as number) ?? []), v.id])
  return [...byOption].sort((x, y) => y[1].length - x[1].length)
}
