import { createLocalReq, type Payload } from 'payload'
import { idOf, imageOf } from '../../../lib/relations'
import type { Order } from '../../../payload-types'
import { sql } from '../../../server/sql'
import { cardsByIds } from '../../catalog'
import { configurationById, configurationUrl, previewUrlOf } from '../../configurations'

/**
 * After an order is committed (afterOrder): each line's picture and link, for the thanks page, the account's order
 * history and the mails. A configured controller gets the composed front of its configuration and its creator link;
 * a product its first gallery image and its page. Written once, with SQL (the lines are frozen to every API); a line
 * whose picture cannot be made keeps none and the pages show a placeholder.
 */
export async function recordLinePictures(payload: Payload, order: Order): Promise<void> {
  const req = await createLocalReq({}, payload)
  for (const line of order.lines) {
    if (line.image || !line.id) continue
    let image: string | null = null
    let url: string | null = null
    if (line.kind === 'configuration') {
      const id = idOf(line.configuration)
      const configuration = id ? await configurationById(payload, id) : null
      if (!configuration || !line.platform) continue
      image = await previewUrlOf(req, configuration, line.platform, 'front')
      const platformId = idOf(configuration.platform)
      url = platformId ? await configurationUrl(payload, configuration, platformId) : null
    } else {
      const id = idOf(line.product)
      const [product] = id
        ? await cardsByIds(payload, [id], {
            select: { slug: true, images: true },
            populate: { media: { url: true, filename: true, updatedAt: true, alt: true } },
          })
        : []
      if (!product) continue
      image = imageOf(product.images?.[0]?.image)?.url ?? null
      url = product.slug ? `/product/${product.slug}` : null
    }
    await payload.db.drizzle.execute(sql`update orders_lines set image = ${image}, url = ${url} where id = ${line.id}`)
  }
}
