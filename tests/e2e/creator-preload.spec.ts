// The creator paints first and fetches ahead later (issue 32): no other value's layer art before the preview's first
// layer is on screen; then the rest in idle time, a group the shopper points at first. A click on a value whose layer
// is already there changes the picture with no request; one that is not there yet costs one request.
import { expect, type Page, type Request, test } from '@playwright/test'
import { shortImageSource } from '../../src/lib/media-url'
import { group, layerSources, openCreator } from './support/creator'

interface CreatorData {
  layers: Record<string, Array<{ side: string; url: string }>>
  groups: Array<{ name: string; options: number[] }>
  catalog: { options: Array<{ id: number; values: Array<{ id: number; name: string }> }> }
}

async function creatorData(page: Page): Promise<CreatorData> {
  const response = await page.request.get('/api/creator/data/ps5')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { view: CreatorData }).view
}

const allLayers = (data: CreatorData) => new Set(Object.values(data.layers).flatMap((l) => l.map((i) => i.url)))

/** The layer URLs of a group's values. */
function groupLayers(data: CreatorData, name: string): string[] {
  const options = data.groups.find((g) => g.name === name)?.options ?? []
  const values = data.catalog.options.filter((o) => options.includes(o.id)).flatMap((o) => o.values)
  return values.flatMap((v) => data.layers[v.id] ?? []).map((l) => l.url)
}

/** The values of a group with their front layer. */
function groupValues(data: CreatorData, name: string): Array<{ name: string; front: string }> {
  const options = data.groups.find((g) => g.name === name)?.options ?? []
  return data.catalog.options
    .filter((o) => options.includes(o.id))
    .flatMap((o) => o.values)
    .flatMap((v) => {
      const front = data.layers[v.id]?.find((l) => l.side === 'front')?.url
      return front ? [{ name: v.name, front }] : []
    })
}

/** The layer a browser request or picture asks for (through the image optimizer or directly), or null. */
function layerOf(request: Request | string, layers: Set<string>): string | null {
  const url = new URL(typeof request === 'string' ? request : request.url(), 'http://localhost')
  const source = shortImageSource(url.pathname, url.search)?.src ?? url.pathname
  return source && layers.has(source) ? source : null
}

/**
 * Layer requests at the stage's size, as the page makes them, in order. A choice's thumbnail may show the same art at
 * 160 px (at most 320 px wide on a 2x screen): that is the visible choices' picture, not a layer fetched ahead.
 */
function recordLayers(page: Page, layers: Set<string>): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const layer = layerOf(request, layers)
    const url = new URL(request.url())
    const width = shortImageSource(url.pathname, url.search)?.width ?? Number.POSITIVE_INFINITY
    if (layer && width > 320) requested.push(layer)
  })
  return requested
}

const stageLayers = async (page: Page, layers: Set<string>) =>
  (await layerSources(page)).flatMap((src) => layerOf(src ?? '', layers) ?? [])

test('nothing else is fetched before the preview paints; then the rest, a pointed-at group first', async ({ page }) => {
  const data = await creatorData(page)
  const layers = allLayers(data)
  const requested = recordLayers(page, layers)
  // The stage's layers are held until the test lets them through: the preview has not painted.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/img/**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/PS5-Custom-Controller', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('[data-creator][data-ready]')).toBeVisible()
  const stage = await stageLayers(page, layers)
  // Pointing at a group before the paint queues its layers and fetches none of them yet.
  await page.locator('details[data-group="Buttons"] summary').hover()
  await page.waitForLoadState('domcontentloaded')
  expect(requested.filter((layer) => !stage.includes(layer))).toEqual([])

  release()
  await expect(page.locator('[data-loaded]')).toBeVisible()
  const buttons = groupLayers(data, 'Buttons')
  await expect.poll(() => requested.filter((l) => !stage.includes(l)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  // The pointed-at group first (its layers not already on the stage).
  const ahead = requested.filter((l) => !stage.includes(l))
  expect(buttons).toContain(ahead[0])
  // In time, every layer of the side on show.
  const front = Object.values(data.layers)
    .flat()
    .filter((l) => l.side === 'front')
    .map((l) => l.url)
  await expect.poll(() => front.filter((url) => !requested.includes(url)), { timeout: 60_000 }).toEqual([])
})

test('a click whose layer is there changes the picture with no request; one not there costs one', async ({ page }) => {
  const data = await creatorData(page)
  const layers = allLayers(data)
  // No idle time ever comes: only the groups the shopper opens or points at are fetched ahead.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  const requested = recordLayers(page, layers)
  await openCreator(page)
  await expect(page.locator('[data-loaded]')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const stage = await stageLayers(page, layers)
  const [gold, other] = groupValues(data, 'Buttons')
    .filter((v) => !stage.includes(v.front))
    .sort((a, b) => (a.name === 'Chrome Gold' ? -1 : b.name === 'Chrome Gold' ? 1 : 0))
  if (!gold || !other) throw new Error('the PS5 Buttons group needs two values off the stage')
  expect(requested).not.toContain(gold.front)

  // Opening Buttons points at it: its layers are fetched, and the click on one asks for it once at most.
  const buttons = await group(page, 'Buttons')
  await buttons.getByText(gold.name, { exact: true }).click()
  await expect.poll(() => stageLayers(page, layers)).toContain(gold.front)
  await page.waitForLoadState('networkidle')
  expect(requested.filter((l) => l === gold.front)).toHaveLength(1)

  // Every Buttons layer has been fetched by now: choosing another asks the network for none of what it shows.
  expect(requested).toContain(other.front)
  const count = requested.length
  await buttons.getByText(other.name, { exact: true }).first().click()
  await expect.poll(() => stageLayers(page, layers)).toContain(other.front)
  await page.waitForLoadState('networkidle')
  // (Other groups' layers may still be arriving ahead: the click itself asked for nothing it shows.)
  const shown = await stageLayers(page, layers)
  expect(requested.slice(count).filter((l) => shown.includes(l))).toEqual([])
})
