import { renderAccessory } from './accessory-art'
import type { SeedContext } from './context'
import { AMAZON_PRODUCTS, amazonSearchUrl, DEMO_AMAZON_GROUP } from './data/amazon-products'
import { ensureMedia } from './media'
import { upsert } from './upsert'

/** Demo items of the Amazon products slider, shown on the accessories listing (its page names the group). */
export async function writeAmazonProducts(ctx: SeedContext): Promise<void> {
  for (const [index, item] of AMAZON_PRODUCTS.entries()) {
    const file = `amazon-${item.kind}-${item.accent.slice(1)}.webp`
    const image = await ensureMedia(ctx, file, item.title, () => renderAccessory(item.kind, item.accent))
    await upsert(
      ctx,
      'amazon-products',
      { and: [{ group: { equals: DEMO_AMAZON_GROUP } }, { title: { equals: item.title } }] },
      {
        group: DEMO_AMAZON_GROUP,
        title: item.title,
        image,
        price: item.price,
        link: amazonSearchUrl(item.query),
        sort: (index + 1) * 10,
        active: item.active,
      },
    )
  }
  ctx.log(`amazon products: ${AMAZON_PRODUCTS.length} items in "${DEMO_AMAZON_GROUP}"`)
}
