// After the sale (issue 29), at desktop and phone widths: a signed-in customer pays by card, finds the order in the
// Purchase History, cancels it and sees it under Cancelled Orders with the card refund, then buys it again; staff ship
// an item with a tracking number and the customer follows it on the tracking page (the local EasyPost). Screenshots go
// to $AFTER_SALE_SHOTS (e.g. /tmp/shots/after-sale) when it is set.
import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/checks'
import { newCustomerPage } from './support/customers'
import { latestMail } from './support/mail'
import { orderCard, payByCard, ship, shooter, VIEWPORTS } from './support/orders'

const shoot = shooter(process.env.AFTER_SALE_SHOTS)

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test('a customer pays, sees the order, cancels it and sees the refund, then buys it again', async ({ browser }) => {
      const { page, email } = await newCustomerPage(
        browser,
        { prefix: 'cancel', firstName: 'Casey', lastName: 'Cancel' },
        viewport,
      )
      const number = await payByCard(page)

      await page.goto('/account/orders/all')
      await expect(page.getByRole('heading', { level: 1, name: 'Purchase History' })).toBeVisible()
      const card = orderCard(page, number)
      await expect(card).toBeVisible()
      await expect(card.getByTestId('order-product')).toHaveAttribute('data-status', 'new')
      await expect(card.getByText('Anticipated assembly')).toBeVisible()
      await expectAccessible(page)
      await shoot(page, 'purchase-history')

      await card.getByRole('button', { name: 'Cancel Order' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel order' })
      await expect(dialog).toContainText(`Cancel order ${number}?`)
      await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click()
      await expect(page.getByText(`Order ${number} is canceled. We are refunding`)).toBeVisible()
      await expect(card.getByTestId('refund')).toContainText('Refunded')

      // The sidebar's Cancelled Orders (on a phone the sidebar is the account's root page).
      if (label === 'phone') await page.getByRole('link', { name: 'My Account', exact: true }).click()
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Cancelled Orders' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Cancelled Orders' })).toBeVisible()
      const canceled = orderCard(page, number)
      await expect(canceled.getByTestId('order-product')).toHaveAttribute('data-status', 'canceled')
      await expect(canceled.getByTestId('refund')).toHaveAttribute('data-status', 'succeeded')
      await expect(canceled.getByTestId('refund')).toContainText('to your card')
      await expect(canceled.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0)
      await expectAccessible(page)
      await shoot(page, 'cancelled-orders')
      await latestMail(page.request, email, `Your order ${number} is canceled`)

      await page.evaluate(() => localStorage.removeItem('padforge.basket'))
      await canceled.getByRole('button', { name: 'Buy It Again' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('padforge.basket') ?? '[]').length))
        .toBe(1)
      await page.context().close()
    })

    test('staff ship an item with a tracking number and the customer tracks it', async ({ browser, request }) => {
      const { page, email } = await newCustomerPage(
        browser,
        { prefix: 'track', firstName: 'Tracy', lastName: 'Track' },
        viewport,
      )
      const number = await payByCard(page)
      await ship(request, number, 'EZ2000 0001')

      await page.goto('/account/orders/all')
      const card = orderCard(page, number)
      await expect(card.getByTestId('order-product')).toHaveAttribute('data-status', 'shipped')
      await expect(card.getByRole('button', { name: 'Cancel Order' })).toBeDisabled()
      await expect(card.getByText(/entered the assembly queue/)).toBeVisible()
      await shoot(page, 'shipped-order')
      await card.getByRole('link', { name: 'Track' }).click()

      await expect(page.getByRole('heading', { level: 1, name: 'Track Your Package' })).toBeVisible()
      await expect(page.getByText('EZ2000 0001')).toBeVisible()
      const history = page.getByRole('list', { name: 'Tracking history' })
      await expect(history.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await expect(page.getByText('Estimated delivery')).toBeVisible()
      await expect(page.getByRole('link', { name: /On USPS site/ })).toHaveAttribute(
        'href',
        'https://tools.usps.com/go/TrackConfirmAction?tLabels=EZ2000%200001',
      )
      await expectAccessible(page)
      await shoot(page, 'tracking')
      await latestMail(page.request, email, 'Shipped:')
      await page.context().close()
    })
  })
}

test("another customer's tracking page sends them back to their own orders", async ({ browser, request }) => {
  const owner = await newCustomerPage(browser, { prefix: 'owner', firstName: 'Olive', lastName: 'Owner' })
  const number = await payByCard(owner.page)
  await ship(request, number, 'EZ3000 0002')
  await owner.page.goto('/account/orders/all')
  const href = await orderCard(owner.page, number).getByRole('link', { name: 'Track' }).getAttribute('href')
  const other = await newCustomerPage(browser, { prefix: 'other', firstName: 'Oscar', lastName: 'Other' })
  await other.page.goto(href ?? '/')
  await expect(other.page).toHaveURL(/\/account\/orders\/all$/)
  await owner.page.context().close()
  await other.page.context().close()
})
