import type { PayloadRequest } from 'payload'
import type { ImageFormat } from '../../../creator/preview/compose'
import type { Selection } from '../../../creator/selection'
import { InputError, NotFoundError } from '../../../lib/errors'
import type { PreviewSide } from '../../../lib/platforms'
import { controllerImage } from '../../creator'
import { CONFIGURATION_UID_PATTERN } from '../Configurations'

/**
 * The composed image of one side of a stored configuration (the shopper's "download" button). Whoever holds the uid
 * may see the picture: the uid is unguessable, and a picture says less than the configuration, which only its owner
 * and admins read. NotFoundError for an unknown uid, InputError for a side the platform does not show.
 */
export async function configurationImage(
  req: PayloadRequest,
  input: { uid: string; side: PreviewSide; format: ImageFormat },
): Promise<{ url: string }> {
  const { payload } = req
  const configuration = CONFIGURATION_UID_PATTERN.test(input.uid)
    ? (
        await payload.find({
          collection: 'configurations',
          where: { uid: { equals: input.uid } },
          select: { uid: true, selected: true, platform: true },
          depth: 0,
          limit: 1,
          req,
          overrideAccess: true, // read by its secret uid, not by owner (see above)
        })
      ).docs[0]
    : undefined
  if (!configuration) throw new NotFoundError(`There is no configuration "${input.uid}".`)
  const platform = await payload.findByID({
    collection: 'platforms',
    id: configuration.platform as number,
    select: { name: true, slug: true, previewSides: true },
    depth: 0,
    req,
    overrideAccess: true, // public catalog fields only (select)
  })
  if (!platform.previewSides.includes(input.side))
    throw new InputError(
      `The ${platform.name} preview has no side "${input.side}": use ${platform.previewSides.join(', ')}.`,
    )
  const image = await controllerImage(req, {
    platform: platform.slug,
    selection: configuration.selected as Selection,
    side: input.side,
    format: input.format,
  })
  return { url: image.url }
}
