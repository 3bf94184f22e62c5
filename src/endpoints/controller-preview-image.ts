import type { Endpoint, Payload } from 'payload'
import { composePreview, type ImageFormat } from '../creator/preview/compose'
import { PreviewError } from '../creator/preview/errors'
import type { Selection } from '../creator/selection'
import { UnknownPlatformError } from '../creator/server/load-catalog'
import { PREVIEW_SIDES, type PreviewSide } from '../lib/platforms'
import type { Configuration } from '../payload-types'
import { CONFIGURATION_UID_PATTERN } from '../plugins/configurations'

const fail = (status: number, message: string) => Response.json({ message }, { status })

const isPreviewSide = (side: string): side is PreviewSide => (PREVIEW_SIDES as readonly string[]).includes(side)

const FORMATS: readonly ImageFormat[] = ['png', 'webp']

/**
 * URL of the composed image of one side of a stored configuration, for the add-configuration reply. Composing it
 * must not undo an add to cart that already succeeded: when it fails (e.g. the platform has no pictures on that
 * side) the reply carries null and the reason is logged.
 */
export async function previewImageUrl(
  payload: Payload,
  configuration: Pick<Configuration, 'uid' | 'selected'>,
  platformSlug: string,
  side: PreviewSide,
): Promise<string | null> {
  try {
    return (await composePreview(payload, platformSlug, configuration.selected as Selection, side)).url
  } catch (error) {
    payload.logger.warn({ err: error, configuration: configuration.uid, side }, 'configuration preview not composed')
    return null
  }
}

/**
 * GET /api/controller-preview-image/{configuration_id}/{side} → `{ url }` of the composed image of that side of a
 * stored configuration (creator.md section 7: the shopper's "download" button). `configuration_id` is the uid that
 * POST /api/order/add-configuration answered; whoever holds it may see the picture (the uid is unguessable, and a
 * picture says less than the configuration, which only its owner and admins read). `?format=webp` for WebP (PNG by
 * default). 404 for an unknown configuration or a side with nothing to draw, 400 for a side the platform does not
 * have or an unknown format, 422 when the stored configuration names values no longer on the platform.
 */
export const controllerPreviewImageEndpoint: Endpoint = {
  path: '/controller-preview-image/:configurationId/:side',
  method: 'get',
  handler: async (req) => {
    const uid = String(req.routeParams?.configurationId ?? '')
    const side = String(req.routeParams?.side ?? '')
    if (!isPreviewSide(side)) return fail(400, `There is no side "${side}": use ${PREVIEW_SIDES.join(', ')}.`)
    const format = String(req.searchParams?.get('format') ?? 'png')
    if (!(FORMATS as readonly string[]).includes(format))
      return fail(400, `There is no image format "${format}": use ${FORMATS.join(' or ')}.`)
    const configuration = CONFIGURATION_UID_PATTERN.test(uid)
      ? (
          await req.payload.find({
            collection: 'configurations',
            where: { uid: { equals: uid } },
            select: { uid: true, selected: true, platform: true },
            depth: 0,
            limit: 1,
            overrideAccess: true,
          })
        ).docs[0]
      : undefined
    if (!configuration) return fail(404, `There is no configuration "${uid}".`)
    const platform = await req.payload.findByID({
      collection: 'platforms',
      id: configuration.platform as number,
      select: { name: true, slug: true, previewSides: true },
      depth: 0,
      overrideAccess: true,
    })
    if (!platform.previewSides.includes(side))
      return fail(400, `The ${platform.name} preview has no side "${side}": use ${platform.previewSides.join(', ')}.`)
    try {
      const image = await composePreview(
        req.payload,
        platform.slug,
        configuration.selected as Selection,
        side,
        format as ImageFormat,
      )
      return Response.json({ url: image.url })
    } catch (error) {
      if (error instanceof PreviewError) return fail(error.status, error.message)
      if (error instanceof UnknownPlatformError) return fail(404, error.message)
      throw error
    }
  },
}
