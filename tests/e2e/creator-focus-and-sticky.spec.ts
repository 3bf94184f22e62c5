import { expect, type Locator, type Page, test } from '@playwright/test'
import { group, openCreator, openSlide } from './support/creator'

// Acceptance fixes of the creator: focus in its dialogs (LOOK.md: the safe choice has focus, Escape = No, focus
// goes back where it came from), the desktop sticky header (creator.md sections 2 and 4) and the checkbox card on
// a phone.

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('no bounding box')
  return found
}

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)

test.describe('dialogs: the safe choice has focus, and focus returns to the opener', () => {
  test('Macro Remap over mods: NO has focus (Enter does not confirm); Escape and NO give focus back', async ({
    page,
  }) => {
    await openCreator(page)
    const rapid = await group(page, 'Rapid Fire')
    await rapid.getByRole('checkbox', { name: /^Rapid Fire/ }).check()
    const firstMod = rapid.getByRole('checkbox', { name: /^Jump Shot/ })
    await firstMod.check()

    const macro = await group(page, 'Macro Remap')
    const macroRemap = macro.getByRole('checkbox', { name: /^Macro Remap/ })
    await macroRemap.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const no = dialog.getByRole('button', { name: 'NO, Cancel Selection' })
    await expect(no).toBeFocused()
    // The safe choice sits on the right (LOOK.md).
    const yes = dialog.getByRole('button', { name: /^YES/ })
    expect((await box(no)).x).toBeGreaterThan((await box(yes)).x)
    // Enter answers the focused button: no, never the destructive yes.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(firstMod).toBeChecked()
    await expect(macroRemap).not.toBeChecked()
    await expect(macroRemap).toBeFocused()

    await macroRemap.click()
    await expect(no).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(firstMod).toBeChecked()
    await expect(macroRemap).toBeFocused()

    // Yes still works, and focus comes back to the box it checked.
    await macroRemap.click()
    await dialog.getByRole('button', { name: /^YES/ }).click()
    await expect(dialog).toBeHidden()
    await expect(macroRemap).toBeChecked()
    await expect(firstMod).not.toBeChecked()
    await expect(macroRemap).toBeFocused()
  })

  test("reset: 'This will reset configuration!' opens on Cancel; closing gives focus back to Reset", async ({
    page,
  }) => {
    await openCreator(page)
    const body = await group(page, 'Body')
    await body.getByText('Cosmic Red', { exact: true }).click()
    const reset = page.getByRole('button', { name: 'Reset', exact: true })
    await reset.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('This will reset configuration!')
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(reset).toBeFocused()
    await expect(body.locator('summary')).toContainText('Cosmic Red')

    await reset.click()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(reset).toBeFocused()

    await reset.click()
    await dialog.getByRole('button', { name: 'Reset' }).click()
    await expect(body.locator('summary')).not.toContainText('Cosmic Red')
    await expect(reset).toBeFocused()
  })

  test('when the opener is gone, focus goes to its replacement or to a control near it, not to the page', async ({
    page,
  }) => {
    await openCreator(page)
    const preview = page.locator('figure[aria-label$="controller preview"]')
    const reset = preview.getByRole('button', { name: 'Reset', exact: true })
    const dialog = page.getByRole('dialog')
    // Re-rendered away while the dialog is open: a new element of the same kind, with the same name, in its place.
    await reset.click()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await reset.evaluate((button) => {
      const twin = button.cloneNode(true) as HTMLElement
      twin.dataset.twin = 'yes'
      button.replaceWith(twin)
    })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(preview.locator('[data-twin="yes"]')).toBeFocused()

    // Gone altogether: the nearest control of the place it was in (the preview's bar), never the top of the page.
    await openCreator(page)
    await reset.click()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await reset.evaluate((button) => button.remove())
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(preview.getByRole('button', { name: 'Previous side' })).toBeFocused()
  })

  test("Added to Cart opens on 'Continue Shopping' and gives focus back to the Add to Cart button", async ({
    page,
  }) => {
    await openCreator(page)
    const addToCart = page.locator('#call-to-action').getByRole('button', { name: /^Add to Cart/ })
    await addToCart.click()
    const popup = page.getByRole('dialog', { name: 'Added to Cart' })
    await expect(popup).toBeVisible()
    const keepShopping = popup.getByRole('button', { name: 'Continue Shopping' })
    await expect(keepShopping).toBeFocused()
    await keepShopping.click()
    await expect(popup).toBeHidden()
    await expect(addToCart).toBeFocused()

    // Escape counts as continuing, and focus comes back the same way.
    await addToCart.click()
    await expect(keepShopping).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await expect(addToCart).toBeFocused()
  })

  test('a phone group sheet opens on Cancel and gives focus back to its slide', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await openCreator(page)
    const slide = page.locator('[data-slide="Buttons"]')
    const sheet = await openSlide(page, 'Buttons')
    await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await sheet.getByText('Chrome Gold', { exact: true }).click()
    await sheet.getByRole('button', { name: 'Done' }).click()
    await expect(sheet).toBeHidden()
    await expect(slide).toContainText('Chrome Gold')
    await expect(slide).toBeFocused()
    await context.close()
  })
})

test('desktop sticky header: only once Add to Cart has scrolled past, and never over the preview', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await openCreator(page)
  const header = page.getByTestId('sticky-header')
  const addToCart = page.locator('#call-to-action').getByRole('button', { name: /^Add to Cart/ })
  const previewImage = page.locator('figure[aria-label$="controller preview"] img').first()
  await expect(addToCart).toBeVisible()
  const shown = async () => (await header.getAttribute('data-shown')) !== null
  // Page coordinates of the button.
  const { top, bottom } = await addToCart.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY }
  })
  expect(top).toBeGreaterThan(1800) // far below the fold: the options come first

  // A jump straight past the button (End, an anchor) shows it too, then a jump back to the top hides it.
  await scrollTo(page, bottom + 300)
  await expect.poll(shown).toBe(true)
  await scrollTo(page, 0)
  await expect.poll(shown).toBe(false)

  // On arrival and all the way through the options, with the button still ahead: hidden.
  for (const y of [0, 600, 1500, top - 900 - 50]) {
    await scrollTo(page, y)
    await page.waitForTimeout(350)
    expect(await shown(), `hidden at scrollY ${y}`).toBe(false)
  }
  // The button in view (at the bottom, then at the top of the viewport): hidden.
  await scrollTo(page, top - 900 + 60)
  await page.waitForTimeout(350)
  expect(await shown()).toBe(false)
  await scrollTo(page, top - 4)
  await page.waitForTimeout(350)
  expect(await shown()).toBe(false)
  await expect(header).toHaveAttribute('aria-hidden', 'true')

  // Scrolled past: it shows, in the viewport, without covering the preview image (at the moment it appears, and
  // further down the page).
  // Measured from the button each time: content further down may still settle and move the page under us.
  for (const past of [2, 200, 600]) {
    const y = await addToCart.evaluate((el, past) => {
      const below = el.getBoundingClientRect().bottom + window.scrollY + past
      window.scrollTo({ top: below, behavior: 'instant' })
      return el.getBoundingClientRect().bottom
    }, past)
    // The page may end before the button is 600 px behind: only a button above the viewport must show the header.
    if (past > 2 && y > 0) continue
    expect(y, 'the button has left the viewport').toBeLessThanOrEqual(0)
    await expect.poll(shown, { message: `shown with the button ${past} px behind` }).toBe(true)
    await expect.poll(async () => (await box(header)).y).toBeGreaterThanOrEqual(0)
    const headerBox = await box(header)
    expect(headerBox.height).toBeLessThanOrEqual(72)
    const imageBox = await box(previewImage)
    expect(overlaps(headerBox, imageBox), `header ${JSON.stringify(headerBox)} over ${JSON.stringify(imageBox)}`).toBe(
      false,
    )
  }
  await expect(header.getByRole('button', { name: 'Add to Cart' })).toBeVisible()

  // The button back in view: hidden again.
  await addToCart.scrollIntoViewIfNeeded()
  await expect.poll(shown).toBe(false)
  await scrollTo(page, 0)
  await page.waitForTimeout(350)
  expect(await shown()).toBe(false)
})

test('the Advanced Paddle Inputs card uses its width on a phone and on desktop', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const phone = await context.newPage()
  await phone.goto('/Custom-PS5-Edge-Controller')
  const sheet = await openSlide(phone, 'Advanced Inputs')
  const title = sheet.getByText('Advanced Paddle Inputs', { exact: true })
  const description = title.locator('xpath=following-sibling::*[1]')
  const button = sheet.getByRole('button', { name: /^ADD Advanced Paddle Inputs/ })
  await expect(title).toBeVisible()
  const [titleBox, descriptionBox, buttonBox] = await Promise.all([box(title), box(description), box(button)])
  expect(titleBox.width).toBeGreaterThanOrEqual(250)
  expect(descriptionBox.width).toBeGreaterThanOrEqual(250)
  // The title reads on one line, the description on at most two (not a word per line).
  expect(titleBox.height).toBeLessThan(30)
  expect(descriptionBox.height).toBeLessThan(50)
  // The button sits beneath the text, within the card.
  expect(buttonBox.y).toBeGreaterThanOrEqual(descriptionBox.y + descriptionBox.height)
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(390)
  await context.close()

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
  await page.goto('/Custom-PS5-Edge-Controller')
  const inputs = await group(page, 'Advanced Inputs')
  const wideTitle = inputs.getByText('Advanced Paddle Inputs', { exact: true })
  await expect(wideTitle).toBeVisible()
  expect((await box(wideTitle)).height).toBeLessThan(30)
  expect((await box(wideTitle)).width).toBeGreaterThanOrEqual(300)
  await page.close()
})
