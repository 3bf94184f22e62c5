import type { PayloadRequest } from 'payload'
import { type ComposedImage, composePreview, type ImageFormat } from '../../../creator/preview/compose'
import type { Selection } from '../../../creator/selection'
import type { PreviewSide } from '../../../lib/platforms'
import { isStaff } from '../../../lib/roles'
import { consume } from '../../../server/rate-limit'

/**
 * The composed image of a configuration on one side (cached on disk by the hash of its layers). A composition that
 * misses the cache costs real CPU, so shoppers' misses count against the 'preview' rate limit; staff are not limited.
 */
export function controllerImage(
  req: PayloadRequest,
  input: { platform: string; selection: Selection; side: PreviewSide; format?: ImageFormat },
): Promise<ComposedImage> {
  const beforeCompose = isStaff(req.user) ? undefined : () => consume(req, 'preview')
  return composePreview(req.payload, input.platform, input.selection, input.side, input.format ?? 'png', {
    beforeCompose,
  })
}
