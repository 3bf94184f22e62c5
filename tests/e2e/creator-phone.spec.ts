import { expect, test } from '@playwright/test'
import { openCreator, openSlide } from './support/creator'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('on a phone, groups open in a sheet: Done keeps the choice, Cancel undoes it; the sticky bar adds to cart', async ({
  page,
}) => {
  await openCreator(page)
  const bodySlide = page.locator('[data-slide="Body"]')
  await expect(bodySlide).toBeVisible()
  await expect(page.locator('details[data-group="Body"]')).toBeHidden()

  const sheet = await openSlide(page, 'Body')
  await expect(sheet).toHaveAccessibleName('Choose your front shell')
  await sheet.getByText('Cosmic Red', { exact: true }).click()
  await sheet.getByRole('button', { name: 'Done' }).click()
  await expect(sheet).toBeHidden()
  await expect(bodySlide).toContainText('Cosmic Red')

  const buttonsSlide = page.locator('[data-slide="Buttons"]')
  const before = await buttonsSlide.textContent()
  await buttonsSlide.click()
  const buttons = page.getByRole('dialog')
  await buttons.getByText('Chrome Gold', { exact: true }).click()
  await buttons.getByRole('button', { name: 'Cancel' }).click()
  await expect(buttonsSlide).toHaveText(before ?? '')

  await page.getByRole('button', { name: 'More', exact: true }).click()
  await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('2')

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click()
  const popup = page.getByRole('dialog', { name: 'Added to Cart' })
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/order\/step\/1$/)
  await expect(page.getByTestId('checkout-line').getByRole('combobox', { name: /^Quantity of/ })).toHaveValue('2')
})
