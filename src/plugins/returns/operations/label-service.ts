import { easyPostLabels, type LabelService } from '../../../lib/returns/easypost-labels'

/**
 * The label service of this process: EasyPost's shipment API when RETURN_LABELS=easypost and EASYPOST_API_KEY are
 * set (EASYPOST_API_BASE for a stand-in); otherwise none, and staff upload each label (README "Returns").
 */
export function labelService(): LabelService | null {
  const apiKey = process.env.EASYPOST_API_KEY
  if (process.env.RETURN_LABELS !== 'easypost' || !apiKey) return null
  return easyPostLabels({ apiKey, baseUrl: process.env.EASYPOST_API_BASE || undefined })
}
