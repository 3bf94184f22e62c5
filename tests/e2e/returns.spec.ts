// Returns (issue 30), at desktop and phone widths: a customer pays for a controller, staff ship and deliver it, and the
// customer returns it from the Purchase History: first sending it themselves (the summary's own-send variant with its
// deadline, the Returns tab), then cancels that return with the spec's confirmation, and returns it again with a USPS
// label paid by card (the Stripe stand-in); and, at desktop width, with a FedEx label paid with PayPal (its
// stand-in). Screenshots go to $RETURNS_SHOTS (e.g. /tmp/shots/returns) when it is set.
import { expect, type Locator, type Page, test } from '@playwright/test'
import { RETURN_ADDRESS } from '../../src/lib/returns/ui-text'
import { expectAccessible } from './support/checks'
import { newCustomerPage } from './support/customers'
import { fillCard, orderCard, payByCard, receiveReturn, ship, shooter, VIEWPORTS } from './support/orders'

const shoot = shooter(process.env.RETURNS_SHOTS)
const COMMENT = 'The left stick drifts to the right after a week of play.'

/** From the Purchase History, the delivered item's Return button, to the form. */
async function startReturn(page: Page, number: string): Promise<Locator> {
  await page.goto('/account/orders/all')
  const item = orderCard(page, number).getByTestId('order-product')
  await expect(item).toHaveAttribute('data-status', 'delivered')
  await item.getByRole('link', { name: 'Return', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Return an Item' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Return form' })
  await expect(form).toBeVisible()
  return form
}

/** The form's texts: a reason and the comment (the e-mail is the account's). */
async function describe(form: Locator, email: string) {
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
  await form.getByRole('combobox', { name: 'Reason' }).selectOption({ index: 1 })
  await form.getByRole('textbox', { name: 'RMA Comment' }).fill(COMMENT)
}

const rmaIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop())

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test('a customer returns a delivered item: own-send, cancels it, then a paid USPS label', async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000)
      const { page, email } = await newCustomerPage(
        browser,
        { prefix: 'rma', firstName: 'Riley', lastName: 'Return' },
        viewport,
      )
      const number = await payByCard(page)
      await ship(request, number, 'EZ4000000004', { deliver: true })

      // The form checks itself with the spec's words before anything is sent.
      let form = await startReturn(page, number)
      await form.getByRole('textbox', { name: 'E-mail' }).fill('')
      await form.getByRole('button', { name: 'Submit return' }).click()
      await expect(form.getByText('E-mail is required field')).toBeVisible()
      await expect(form.getByText('RMA Comment is required field')).toBeVisible()
      await expect(form.getByRole('alert')).toContainText('Please fill in all the required fields')
      await form.getByRole('textbox', { name: 'E-mail' }).fill(email)
      await describe(form, email)
      await form.getByRole('radio', { name: /I'll send it myself/ }).check()
      await expect(form.getByText(/within 5 business days/)).toBeVisible()
      await expectAccessible(page)
      await shoot(page, 'form-own-send')
      await form.getByRole('button', { name: 'Submit return' }).click()

      await page.waitForURL(/\/account\/return\/\d+$/)
      const ownSendId = rmaIdOf(page)
      const summary = page.getByTestId('return-summary')
      await expect(summary.getByRole('heading', { name: `RMA #${ownSendId}` })).toBeVisible()
      await expect(summary.getByTestId('return-status')).toHaveText('BEING RETURNED')
      await expect(summary).toContainText(COMMENT)
      const way = page.getByTestId('return-way')
      await expect(way).toHaveAttribute('data-variant', 'own-send')
      await expect(way.getByTestId('return-deadline')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      await expect(way.getByText(RETURN_ADDRESS)).toBeVisible()
      await expectAccessible(page)
      await shoot(page, 'summary-own-send')

      // The Returns tab lists it and leads back to it.
      await page.goto('/account/orders/returns')
      await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible()
      const listed = page
        .getByTestId('return')
        .filter({ has: page.getByRole('heading', { name: `RMA #${ownSendId}` }) })
      await expect(listed.getByTestId('return-status')).toHaveText('BEING RETURNED')
      await expect(listed).toContainText(`Order ${number}`)
      await expectAccessible(page)
      await shoot(page, 'returns-list')
      await listed.getByRole('link', { name: `View return RMA #${ownSendId}` }).click()
      await page.waitForURL(new RegExp(`/account/return/${ownSendId}$`))

      // Cancel it with the spec's confirmation.
      await page.getByRole('button', { name: 'Cancel return' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel return' })
      await expect(dialog).toContainText('This will cancel you RMA')
      await expect(dialog.getByRole('button', { name: 'No. Proceed with my return' })).toBeFocused()
      await dialog.getByRole('button', { name: 'Yes. Cancel RMA' }).click()
      await expect(page.getByText('Your Return Has Been Canceled')).toBeVisible()
      await expect(summary.getByTestId('return-status')).toHaveText('CANCELED')
      await expect(page.getByRole('button', { name: 'Cancel return' })).toHaveCount(0)

      // Again, with a prepaid USPS label paid by card.
      form = await startReturn(page, number)
      await describe(form, email)
      await form.getByRole('radio', { name: /Prepaid USPS label/ }).check()
      await expect(form.getByRole('textbox', { name: 'Address 1' })).toHaveValue('350 5th Ave')
      await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('NY')
      const methods = form.getByRole('group', { name: 'Label' })
      await expect(methods.getByRole('radio').first()).toBeVisible()
      await expect(form.getByText('Updating prices…')).toHaveCount(0)
      await methods.getByRole('radio').first().check()
      await expect(page.getByTestId('card-loader')).toHaveCount(0)
      await fillCard(page)
      await expectAccessible(page)
      await shoot(page, 'form-usps')
      await form.getByRole('button', { name: /^Pay \$\d+\.\d\d and submit$/ }).click()

      await page.waitForURL(/\/account\/return\/\d+$/)
      const labelId = rmaIdOf(page)
      expect(labelId).not.toBe(ownSendId)
      await expect(summary.getByTestId('return-status')).toHaveText('RETURN LABEL ISSUED')
      await expect(way).toHaveAttribute('data-variant', 'usps')
      await expect(way.getByRole('heading', { name: 'Prepaid USPS label' })).toBeVisible()
      await expect(way.getByRole('link', { name: 'Print label' }).or(way.getByText(/within 24 hours/))).toBeVisible()
      await expectAccessible(page)
      await shoot(page, 'summary-usps')

      // The item shows its active return.
      await page.goto('/account/orders/all')
      const item = orderCard(page, number).getByTestId('order-product')
      await expect(item.getByRole('link', { name: 'View return' })).toHaveAttribute(
        'href',
        `/account/return/${labelId}`,
      )
      // Its one unit is on that return: nothing is left to return, and the disabled button says why on focus.
      const disabled = item.getByTestId('return-disabled')
      await expect(disabled).toHaveAttribute('aria-disabled', 'true')
      await disabled.focus()
      await expect(item.getByRole('tooltip')).toBeVisible()
      await expect(disabled).toHaveAccessibleDescription(/already on a return/)
      await shoot(page, 'purchase-history')
      await receiveReturn(request, labelId)
      await page.context().close()
    })
  })
}

test('a customer returns a delivered item with a FedEx label paid with PayPal', async ({ browser, request }) => {
  test.setTimeout(180_000)
  const { page, email } = await newCustomerPage(browser, { prefix: 'rma-paypal', firstName: 'Pat', lastName: 'Pal' })
  const number = await payByCard(page)
  await ship(request, number, 'EZ4000000004', { deliver: true })
  const form = await startReturn(page, number)
  await describe(form, email)
  await form.getByRole('radio', { name: /Prepaid FedEx label/ }).check()
  const methods = form.getByRole('group', { name: 'Label' })
  await expect(methods.getByRole('radio').first()).toBeVisible()
  await expect(form.getByText('Updating prices…')).toHaveCount(0)
  await methods.getByRole('radio').first().check()
  await form.getByRole('radio', { name: 'PayPal', exact: true }).check()
  const button = page.getByTestId('paypal-button').getByRole('button', { name: 'PayPal' })
  await expect(button).toBeVisible()
  await expect(form.getByRole('button', { name: /^Pay \$/ })).toBeHidden()
  await shoot(page, 'form-fedex-paypal')
  await button.click()
  await page.getByRole('dialog', { name: 'Pay with PayPal' }).getByRole('button', { name: 'Pay now' }).click()

  await page.waitForURL(/\/account\/return\/\d+$/)
  const summary = page.getByTestId('return-summary')
  await expect(summary.getByTestId('return-status')).toHaveText('RETURN LABEL ISSUED')
  const way = page.getByTestId('return-way')
  await expect(way).toHaveAttribute('data-variant', 'fedex')
  await expect(way.getByRole('heading', { name: 'Prepaid FedEx label' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'summary-fedex')
  await receiveReturn(request, rmaIdOf(page))
  await page.context().close()
})
