/**
 * `npm run seed:scale`: adds 10,000 products and 100,000 reviews to a demo store (issue 14, "Scale"), for the storefront
 * benchmark (bench/storefront.mjs). Run it on a copy of the demo store, never on a shop: the rows are written with SQL
 * in a few statements (the local API would take an hour), bypassing hooks, so a running store's caches do not know them
 * until it restarts. Idempotent: products whose slug starts with `scale-` are counted and only the missing ones added.
 *
 *   npm run seed:scale                 # DATABASE_URL, or the embedded database under .data
 *   npm run seed:scale -- --products 2000 --reviews 20000
 */
import pg from 'pg'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  const n = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback
}

const PRODUCTS = arg('products', 10_000)
const REVIEWS = arg('reviews', 100_000)
const WORDS = ['Phantom', 'Aurora', 'Carbon', 'Neon', 'Glacier', 'Ember', 'Shadow', 'Chrome', 'Nova', 'Viper', 'Lunar']
const KINDS = ['Pro', 'Elite', 'Classic', 'Tournament', 'Stealth', 'Signature']

export async function seedScale(client: pg.ClientBase, log: (line: string) => void = console.log): Promise<void> {
  const have = Number((await client.query("select count(*) from products where slug like 'scale-%'")).rows[0].count)
  const missing = Math.max(PRODUCTS - have, 0)
  const platforms = (await client.query('select id from platforms where enabled order by sort, id')).rows.map(
    (r) => r.id as number,
  )
  const categories = (await client.query('select id from categories order by sort, id')).rows.map((r) => r.id as number)
  const images = (await client.query('select distinct image_id from products_images order by image_id')).rows.map(
    (r) => r.image_id as number,
  )
  if (platforms.length === 0 || images.length === 0)
    throw new Error('seed:scale needs the demo store: run npm start once')

  await client.query('begin')
  try {
    if (missing > 0) {
      // Three in four are controllers of a platform, the rest accessories of a category; a few coming or sold out.
      const inserted = await client.query(
        `insert into products (name, type, platform_id, category_id, price, old_price, listing_text, brand_label,
            condition, comparable, classifier, shipping_group, is_configurable, custom, slug, uid, status, in_stock,
            available_quantity, featured, created_at, updated_at)
         select
           ($3::text[])[1 + n % array_length($3::text[], 1)] || ' ' || ($4::text[])[1 + (n / 11) % array_length($4::text[], 1)]
             || case when n % 4 = 3 then ' Accessory ' else ' Controller ' end || n,
           (case when n % 4 = 3 then 'others' when n % 2 = 0 then 'modded_controller' else 'standard_controller' end)::enum_products_type,
           case when n % 4 = 3 then null else ($1::int[])[1 + n % array_length($1::int[], 1)] end,
           case when n % 4 = 3 and array_length($2::int[], 1) > 0 then ($2::int[])[1 + n % array_length($2::int[], 1)] end,
           1500 + (n * 7919) % 30000,
           case when n % 5 = 0 then 1500 + (n * 7919) % 30000 + 1000 end,
           'A product of the scale test set, number ' || n || '.',
           'Padforge', 'new', true, case when n % 4 = 3 then 2 else 1 end,
           (case when n % 4 = 3 then 'accessory-small' else 'controller' end)::enum_products_shipping_group,
           false, false, 'scale-' || n, 'SCALE' || lpad(n::text, 6, '0'),
           (case when n % 50 = 7 then 'coming' when n % 97 = 5 then 'discontinued' else 'active' end)::enum_products_status,
           n % 13 <> 0, case when n % 13 <> 0 then 5 + n % 40 else 0 end, n % 200 = 0,
           now() - make_interval(mins => n), now()
         from generate_series($5::int + 1, $5::int + $6::int) as n
         returning id`,
        [platforms, categories, WORDS, KINDS, have, missing],
      )
      const ids = inserted.rows.map((r) => r.id as number)
      await client.query(
        `insert into products_images (_order, _parent_id, id, image_id)
         select 1, p.id, 'scale' || p.id, ($2::int[])[1 + p.id % array_length($2::int[], 1)]
         from unnest($1::int[]) as p(id)`,
        [ids, images],
      )
      log(`seed:scale: ${missing} products added (${have + missing} in all)`)
    }
    const reviewsHave = Number(
      (await client.query("select count(*) from reviews where headline like 'Scale review%'")).rows[0].count,
    )
    const reviewsMissing = Math.max(REVIEWS - reviewsHave, 0)
    if (reviewsMissing > 0) {
      // Spread over the scale products (a review needs a platform: accessories' reviews go to the first one).
      await client.query(
        `with targets as (
           select id, coalesce(platform_id, $2::int) as platform_id, row_number() over (order by id) - 1 as i,
                  count(*) over () as total
           from products where slug like 'scale-%')
         insert into reviews (status, stars, is_best_review, headline, name, text, platform_id, product_id, created_at,
             updated_at)
         select (case when n % 10 = 0 then 'pending' else 'approved' end)::enum_reviews_status,
                1 + (n * 31) % 5, false, 'Scale review ' || n, 'Shopper ' || (n % 997),
                'Plays great, arrived quickly. Review ' || n || ' of the scale test set.',
                t.platform_id, t.id, now() - make_interval(mins => n), now()
         from generate_series(1, $1::int) as n
         join targets t on t.i = (n * 7) % t.total`,
        [reviewsMissing, platforms[0]],
      )
      log(`seed:scale: ${reviewsMissing} reviews added (${reviewsHave + reviewsMissing} in all)`)
    }
    // Inserted by SQL, so the reviews' hooks did not run: the scale products' review summaries in one statement.
    await client.query(
      `update products p set rating = s.rating, total_reviews = s.total
       from (select product_id, round(avg(stars), 1) as rating, count(*) as total from reviews
             where status = 'approved' and headline like 'Scale review%' group by product_id) s
       where p.id = s.product_id`,
    )
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  }
  await client.query('analyze products; analyze reviews; analyze products_images')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await seedScale(client)
  } finally {
    await client.end()
  }
}
