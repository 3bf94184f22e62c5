/**
 * The shipment calls of the EasyPost peer (return labels): `POST /v2/shipments` rates a parcel with fixed USPS and
 * FedEx rates, `POST /v2/shipments/:id/buy` buys one rate's label (a PDF served at `/labels/:id.pdf`). A test picks
 * the outcome by the from address: ZIP 00000 gets no rates; a street with FAIL-LABEL is refused at purchase; a street
 * with SLOW-LABEL never answers the purchase.
 */
type Reply = { status: number; body: unknown } | 'hang'

const RATES = [
  { carrier: 'USPS', service: 'GroundAdvantage', rate: '6.95' },
  { carrier: 'USPS', service: 'Priority', rate: '9.10' },
  { carrier: 'FedEx', service: 'FEDEX_GROUND', rate: '11.40' },
  { carrier: 'FedEx', service: 'FEDEX_EXPRESS_SAVER', rate: '21.85' },
]

interface PeerShipment {
  id: string
  from_address: Record<string, unknown>
  to_address: Record<string, unknown>
  parcel: unknown
  reference: string | null
  options: Record<string, unknown>
  rates: Array<{ id: string; object: 'Rate'; carrier: string; service: string; rate: string; currency: 'USD' }>
  tracking_code: string | null
  postage_label: { label_url: string; label_pdf_url: string; label_file_type: string } | null
  selected_rate: unknown
}

const error = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message, errors: [] } },
})

/** A one-page PDF naming the shipment, as a carrier's label is. */
export function labelPdf(id: string): Buffer {
  const stream = `BT /F1 18 Tf 36 380 Td (RETURN ${id}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export function shipmentsApi(baseUrl: () => string) {
  const shipments = new Map<string, PeerShipment>()
  let serial = 0
  let purchases = 0

  function create(body: Record<string, unknown> | null): Reply {
    const input = (body?.shipment ?? null) as Record<string, unknown> | null
    const from = (input?.from_address ?? null) as Record<string, unknown> | null
    const to = (input?.to_address ?? null) as Record<string, unknown> | null
    if (!from || !to || !input?.parcel)
      return error(422, 'SHIPMENT.INVALID_PARAMS', 'from_address, to_address and parcel are required.')
    serial += 1
    const id = `shp_${String(serial).padStart(8, '0')}`
    const rated = String(from.zip ?? '') === '00000' ? [] : RATES
    const shipment: PeerShipment = {
      id,
      from_address: from,
      to_address: to,
      parcel: input.parcel,
      reference: typeof input.reference === 'string' ? input.reference : null,
      options: (input.options ?? {}) as Record<string, unknown>,
      rates: rated.map((r, i) => ({ id: `rate_${serial}_${i}`, object: 'Rate', currency: 'USD', ...r })),
      tracking_code: null,
      postage_label: null,
      selected_rate: null,
    }
    shipments.set(id, shipment)
    return { status: 201, body: { object: 'Shipment', mode: 'test', ...shipment } }
  }

  function buy(id: string, body: Record<string, unknown> | null): Reply {
    const shipment = shipments.get(id)
    if (!shipment) return error(404, 'NOT_FOUND', 'The requested resource could not be found.')
    if (shipment.postage_label)
      return error(422, 'SHIPMENT.POSTAGE.EXISTS', 'Postage already exists for this shipment.')
    const rateId = String(((body?.rate ?? {}) as Record<string, unknown>).id ?? '')
    const rate = shipment.rates.find((r) => r.id === rateId)
    if (!rate) return error(422, 'SHIPMENT.RATE.INVALID', 'The rate is not one of this shipment.')
    const street = String(shipment.from_address.street1 ?? '')
    if (street.includes('SLOW-LABEL')) return 'hang'
    if (street.includes('FAIL-LABEL'))
      return error(422, 'SHIPMENT.POSTAGE.FAILURE', 'The carrier could not create a label for this address.')
    purchases += 1
    shipment.selected_rate = rate
    shipment.tracking_code = `EZ1${String(serial).padStart(3, '0')}${String(purchases).padStart(6, '0')}`
    const url = `${baseUrl()}/labels/${id}.pdf`
    shipment.postage_label = { label_url: url, label_pdf_url: url, label_file_type: 'application/pdf' }
    return { status: 200, body: { object: 'Shipment', mode: 'test', ...shipment } }
  }

  return {
    /** The reply to a shipment call, or null when the path is not one. */
    handle(method: string, path: string, body: Record<string, unknown> | null): Reply | null {
      if (method === 'POST' && path === '/v2/shipments') return create(body)
      const buying = /^\/v2\/shipments\/([^/]+)\/buy$/.exec(path)
      if (method === 'POST' && buying) return buy(buying[1]!, body)
      return null
    },
    /** The label file of a bought shipment (no key: EasyPost's label URLs are public). */
    label(path: string): Buffer | null {
      const match = /^\/labels\/(shp_\d+)\.pdf$/.exec(path)
      const shipment = match ? shipments.get(match[1]!) : undefined
      return shipment?.postage_label ? labelPdf(shipment.id) : null
    },
    shipments: () => [...shipments.values()].map((s) => structuredClone(s)),
    purchases: () => purchases,
    reset: () => {
      shipments.clear()
      purchases = 0
    },
  }
}
