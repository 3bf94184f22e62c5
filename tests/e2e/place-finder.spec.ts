// The place finder (checkout.md "Place-finder popup", account.md's address autocomplete; issue 34): in the checkout's
// address step and the address book, against the local Photon (geocoder and tiles, playwright.config.ts). Search with
// the keyboard, Show My Location granted, refused and unsupported, Confirm filling the form as if typed; desktop and
// phone; axe over the open popup. Screenshots of the open popup go to test-results/place-finder/.
import { type Browser, expect, type Page, test } from '@playwright/test'
import { PLACE_MESSAGES } from '../../src/lib/places'
import { expectAccessible } from './support/checks'
import { newCustomerPage } from './support/customers'
import { buildController, routePayments } from './support/shopper'

const CART = '/order/step/1'
const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const
const EMPIRE = { latitude: 40.74844, longitude: -73.98566 }

/** A guest's checkout with a controller in the basket, on a context of its own (permissions, viewport). */
async function checkoutPage(browser: Browser, viewport: { width: number; height: number }, granted = false) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    ...(granted ? { permissions: ['geolocation'], geolocation: EMPIRE } : {}),
  })
  const page = await context.newPage()
  await routePayments(page)
  await buildController(page)
  await page.goto(CART)
  await expect(page.getByRole('form', { name: 'Shipping address' })).toBeVisible()
  return page
}

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Find your address' })
const searchOf = (page: Page) => popupOf(page).getByRole('combobox', { name: 'Search for your address' })

async function openFinder(page: Page) {
  await page.getByRole('button', { name: 'Find on map' }).click()
  const popup = popupOf(page)
  await expect(popup).toBeVisible()
  // Central US at zoom 5 until a place is found; the map's tiles come from the configured tile server.
  await expect(popup.getByTestId('place-map')).toHaveAttribute('data-zoom', '5')
  await expect(popup.locator('.leaflet-tile-loaded').first()).toBeVisible()
  await expect(searchOf(page)).toBeFocused()
  return popup
}

/** Types part of an address, picks the first suggestion with the keyboard. */
async function pickWithKeyboard(page: Page, typed: string, expected: RegExp) {
  const search = searchOf(page)
  await search.pressSequentially(typed, { delay: 40 })
  const option = popupOf(page).getByRole('option').first()
  await expect(option).toContainText(expected)
  await expect(
    popupOf(page)
      .getByRole('status')
      .filter({ hasText: /address(es)? found/ }),
  ).toHaveText(/^1 address found/)
  await search.press('ArrowDown')
  await expect(search).toHaveAttribute('aria-expanded', 'true')
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await search.press('Enter')
  await expect(search).toHaveAttribute('aria-expanded', 'false')
  await expect(search).toHaveValue(expected)
  // A found place: zoom 17 with a marker.
  await expect(popupOf(page).getByTestId('place-map')).toHaveAttribute('data-zoom', '17')
  await expect(popupOf(page).locator('.leaflet-marker-icon')).toBeVisible()
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300) // tiles fade in
  await page.screenshot({ path: `test-results/place-finder/${name}.png` })
}

const shippingForm = (page: Page) => page.getByRole('form', { name: 'Shipping address' })

for (const [name, viewport] of VIEWPORTS) {
  test(`checkout: a typed address picked with the keyboard fills the address, and the quote follows (${name})`, async ({
    browser,
  }) => {
    const page = await checkoutPage(browser, viewport)
    await openFinder(page)
    await pickWithKeyboard(page, 'ocean dr', /1001 Ocean Drive/)
    await expectAccessible(page)
    await shoot(page, `checkout-popup-${name}`)

    const quoted = page.waitForRequest(
      (r) => r.url().endsWith('/api/order/basket-shipping-packages') && (r.postData() ?? '').includes('33139'),
    )
    await popupOf(page).getByRole('button', { name: 'Confirm' }).click()
    await expect(popupOf(page)).toBeHidden()
    const form = shippingForm(page)
    await expect(form.getByRole('textbox', { name: 'Address 1', exact: true })).toHaveValue('1001 Ocean Drive')
    await expect(form.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Miami Beach')
    await expect(form.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('US')
    await expect(form.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('FL')
    await expect(form.getByRole('textbox', { name: 'ZIP', exact: true })).toHaveValue('33139')
    // The shipping quote is asked again for the new address, and its methods are shown.
    await quoted
    await expect(page.getByRole('radio').first()).toBeVisible()
    await expect(page.getByText('Updating prices…')).toHaveCount(0)
    await page.context().close()
  })
}

test('checkout: Show My Location with the permission granted fills the address from the device’s position', async ({
  browser,
}) => {
  const page = await checkoutPage(browser, VIEWPORTS[0][1], true)
  const popup = await openFinder(page)
  await popup.getByRole('button', { name: 'Show My Location' }).click()
  await expect(popup.getByText('350 Fifth Avenue', { exact: true })).toBeVisible()
  await expect(popup.getByTestId('place-map')).toHaveAttribute('data-zoom', '17')
  await popup.getByRole('button', { name: 'Confirm' }).click()
  const form = shippingForm(page)
  await expect(form.getByRole('textbox', { name: 'Address 1', exact: true })).toHaveValue('350 Fifth Avenue')
  await expect(form.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('NY')
  await expect(form.getByRole('textbox', { name: 'ZIP', exact: true })).toHaveValue('10118')
  await page.context().close()
})

test('checkout: Show My Location refused asks to switch Geolocation on; unsupported says so', async ({ browser }) => {
  const page = await checkoutPage(browser, VIEWPORTS[1][1])
  const popup = await openFinder(page)
  await popup.getByRole('button', { name: 'Show My Location' }).click()
  await expect(popup.getByRole('alert')).toHaveText(PLACE_MESSAGES.geolocationOff)
  await expect(popup.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  await shoot(page, 'checkout-refused-phone')
  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(popup).toBeHidden()

  await page.addInitScript(() => {
    // A browser without the Geolocation API.
    delete (Navigator.prototype as { geolocation?: unknown }).geolocation
  })
  await page.reload()
  const again = await openFinder(page)
  await again.getByRole('button', { name: 'Show My Location' }).click()
  await expect(again.getByRole('alert')).toHaveText(PLACE_MESSAGES.geolocationUnsupported)
  await page.context().close()
})

for (const [name, viewport] of VIEWPORTS) {
  test(`address book: search and Show My Location fill the address form (${name})`, async ({ browser }) => {
    const { page } = await newCustomerPage(
      browser,
      { prefix: 'places', firstName: 'Casey', lastName: 'Jones', phone: '+1 212 555 0142' },
      viewport,
    )
    await page.goto('/account/shipping-addresses')
    await page.getByRole('button', { name: 'Add address' }).first().click()
    const form = page.getByRole('form', { name: 'Add address' })
    await openFinder(page)
    await pickWithKeyboard(page, 'willis tow', /233 South Wacker Drive/)
    await expectAccessible(page)
    await shoot(page, `address-book-popup-${name}`)
    await popupOf(page).getByRole('button', { name: 'Confirm' }).click()
    await expect(popupOf(page)).toBeHidden()
    await expect(form.getByLabel('Address 1')).toHaveValue('233 South Wacker Drive')
    await expect(form.getByLabel('City')).toHaveValue('Chicago')
    await expect(form.getByLabel(/^State/)).toHaveValue('IL')
    await expect(form.getByLabel('ZIP')).toHaveValue('60606')

    // Show My Location, granted, at the Empire State Building.
    await page.context().grantPermissions(['geolocation'])
    await page.context().setGeolocation(EMPIRE)
    const popup = await openFinder(page)
    await popup.getByRole('button', { name: 'Show My Location' }).click()
    await expect(popup.getByText('350 Fifth Avenue', { exact: true })).toBeVisible()
    await popup.getByRole('button', { name: 'Confirm' }).click()
    await expect(form.getByLabel('Address 1')).toHaveValue('350 Fifth Avenue')
    await expect(form.getByLabel(/^State/)).toHaveValue('NY')
    await form.getByRole('button', { name: 'Add address' }).click()
    await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText('350 Fifth Avenue')
    await page.context().close()
  })
}
