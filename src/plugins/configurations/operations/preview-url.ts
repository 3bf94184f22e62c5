import type { PayloadRequest } from 'payload'
import type { Selection } from '../../../creator/selection'
import type { PreviewSide } from '../../../lib/platforms'
import type { Configuration } from '../../../payload-types'
import { controllerImage } from '../../creator'

/**
 * URL of the composed image of one side of a stored configuration, for the add-configuration reply. Composing it
 * must not undo an add to cart that already succeeded: when it fails (no pictures on that side, the shopper's
 * composition limit) the reply carries null and the reason is logged.
 */
export async function previewUrlOf(
  req: PayloadRequest,
  configuration: Pick<Configuration, 'uid' | 'selected'>,
  platform: string,
  side: PreviewSide,
): Promise<string | null> {
  try {
    return (await controllerImage(req, { platform, selection: configuration.selected as Selection, side })).url
  } catch (error) {
    req.payload.logger.warn(
      { err: error, configuration: configuration.uid, side },
      'configuration preview not composed',
    )
    return null
  }
}
