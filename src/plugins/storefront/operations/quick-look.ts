import type { PayloadRequest } from 'payload'
import { NotFoundError } from '../../../lib/errors'
import type { QuickLookData } from '../../../lib/storefront/quick-look'
import { readQuickLook } from '../reads/quick-look'

/** The quick look of a shown product (storefront.md section 2); 404 for one that is not sold. */
export async function quickLook(req: PayloadRequest, id: number): Promise<QuickLookData> {
  const found = await readQuickLook(req.payload, id)
  if (!found) throw new NotFoundError('This product does not exist or is no longer sold.')
  return found
}
