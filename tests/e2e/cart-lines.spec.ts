import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { group, openCreator } from './support/creator'

/** '$1,234.56' → 123456 cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100)
const usd = (amount: number) =>
  `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

async function seriousA11yProblems(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`)
}

test('the same build with the same services is one cart line of at most 3; another service choice is another line', async ({
  page,
}) => {
  // Four adds through the creator, then the checkout: a long walk.
  test.slow()
  // The ids arrive a moment after the page has its answer (reading a response body is asynchronous): poll for them.
  const stored: string[] = []
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/api/order/add-configuration' && response.ok())
      stored.push(((await response.json()) as { configuration_id: string }).configuration_id)
  })
  await openCreator(page)
  const body = await group(page, 'Body')
  await body.getByText('Cosmic Red', { exact: true }).click()
  await expect(body.locator('summary')).toContainText('Cosmic Red')
  const priceBox = page.getByRole('region', { name: 'Price and quantity' })
  const quantity = priceBox.getByRole('combobox', { name: 'Quantity' })
  const addToCart = page.getByRole('button', { name: /^Add to Cart/ }).first()
  const orderTotal = page.getByTestId('order-total')
  const popup = page.getByRole('dialog', { name: 'Added to Cart' })

  // 1. Two controllers with Same Day Assembly, chosen in the popup.
  await quantity.selectOption('2')
  await addToCart.click()
  await expect(popup).toBeVisible()
  await popup.getByRole('checkbox', { name: /^Same Day Assembly/ }).check()
  const sdaUnit = cents(await orderTotal.textContent()) / 2
  await popup.getByRole('button', { name: 'Continue Shopping' }).click()
  await expect(popup).toBeHidden()

  // 2. The same again: only one more fits, and the popup says so instead of closing.
  await addToCart.click()
  await expect(popup).toBeVisible()
  await expect(popup.getByRole('checkbox', { name: /^Same Day Assembly/ })).toBeChecked()
  await popup.getByRole('button', { name: 'Continue Shopping' }).click()
  await expect(popup.getByRole('status')).toHaveText(
    'Only 1 more fitted: you now have 3 of this controller in your cart, the most per line.',
  )
  await expect(popup).toContainText(`Custom PS5 Controller × 1 · ${usd(sdaUnit)}`)
  await expect(popup.getByRole('checkbox')).toHaveCount(0)
  await expect(popup.getByRole('button', { name: 'Continue Shopping' })).toBeFocused()
  expect(await seriousA11yProblems(page)).toEqual([])
  await popup.getByRole('button', { name: 'Continue Shopping' }).click()
  await expect(popup).toBeHidden()

  // 3. Once more: the line is full, nothing is stored or added, and the popup does not claim otherwise.
  await quantity.selectOption('1')
  await addToCart.click()
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: 'Continue Shopping' }).click()
  const full = page.getByRole('dialog', { name: 'Already in Your Cart' })
  await expect(full.getByRole('status')).toHaveText(
    'You already have 3 of this controller in your cart: 3 is the most per line.',
  )
  await expect(full).not.toContainText('× 1')
  await full.getByRole('button', { name: 'Close' }).click()
  await expect(full).toBeHidden()
  await expect.poll(() => stored.length).toBe(2)

  // 4. Three with Same Day Assembly and the Extended Warranty: another configuration, another line.
  await quantity.selectOption('3')
  await addToCart.click()
  await expect(popup).toBeVisible()
  await popup.getByRole('checkbox', { name: /^Extended Warranty/ }).check()
  const bothTotal = cents(await orderTotal.textContent())
  await popup.getByRole('button', { name: 'Continue Shopping' }).click()
  await expect(popup).toBeHidden()
  await expect.poll(() => stored.length).toBe(3)

  const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('padforge.basket') ?? '[]'))
  expect(basket).toHaveLength(2)
  expect(basket[0]).toMatchObject({ id: stored[0], quantity: 3, unitPrice: sdaUnit })
  expect(basket[1]).toMatchObject({ id: stored[2], quantity: 3, unitPrice: bothTotal / 3 })

  // The checkout's cart lists both lines with their services, quantities and the server's totals.
  await page.goto('/order/step/1')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  const lines = page.getByTestId('checkout-line')
  await expect(lines).toHaveCount(2)
  const [sdaOnly, both] = [lines.nth(0), lines.nth(1)]
  await expect(page.getByTestId('item-total')).toHaveText(usd(3 * sdaUnit + bothTotal))
  await expect(sdaOnly.getByRole('list', { name: /^Services/ }).getByRole('listitem')).toHaveText([
    /^Same Day Assembly \+\$\d+\.\d\d$/,
  ])
  await expect(both.getByRole('list', { name: /^Services/ }).getByRole('listitem')).toHaveText([
    /^Same Day Assembly/,
    /^Extended Warranty/,
  ])
  await expect(sdaOnly.getByRole('combobox', { name: /^Quantity of/ })).toHaveValue('3')
  await expect(both.getByRole('combobox', { name: /^Quantity of/ })).toHaveValue('3')
  await expect(sdaOnly.getByTestId('checkout-line-total')).toHaveText(usd(3 * sdaUnit))
  await expect(both.getByTestId('checkout-line-total')).toHaveText(usd(bothTotal))
  expect(await seriousA11yProblems(page)).toEqual([])
})
