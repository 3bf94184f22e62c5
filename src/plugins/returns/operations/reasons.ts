import type { PayloadRequest } from 'payload'
import { type ReasonKind, reasonsOffered, withinReturnWindow } from '../../../lib/returns/eligibility'

/** The reasons offered now for an item delivered at `deliveredAt`. */
export async function offeredReasons(req: PayloadRequest, deliveredAt: string | null | undefined) {
  const { docs } = await req.payload.find({
    collection: 'return-reasons',
    where: { active: { equals: true } },
    sort: 'sortOrder',
    depth: 0,
    pagination: false,
    req,
  })
  return reasonsOffered(
    docs.map((r) => ({ id: r.id, label: r.label, kind: r.kind as ReasonKind })),
    !!deliveredAt && withinReturnWindow(deliveredAt, new Date()),
  )
}
