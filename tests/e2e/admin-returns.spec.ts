// Issue 30, returns in the admin: a customer's own-send return of a delivered item reaches the workshop; staff open it
// under Orders → Returns (RMA), mark it received with the units that came (the server refuses more units than the
// return has, in its words), then refund it; the refund bill fills in, the refund is recorded, and the customer's
// summary follows each state (issue 50 item 9): received says it is being inspected and shows the expected bill, with
// no deadline nor 'Write RMA #… on the box'; refunded says how much went back and shows the bill as made. Screenshots go to test-results/screens/admin-returns/.
import { mkdirSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { newCustomerPage } from './support/customers'
import { ADMIN, payByCard, ship } from './support/orders'

const SHOTS = 'test-results/screens/admin-returns'

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true })
}

/** Chooses an option of one of Payload's select fields (react-select) by its label. */
async function choose(page: Page, fieldId: string, option: string) {
  await page.locator(`#${fieldId} .rs__control`).click()
  await page.locator('.rs__option', { hasText: new RegExp(`^${option}$`) }).click()
  await expect(page.locator(`#${fieldId} .rs__single-value`)).toHaveText(option)
}

async function save(page: Page, id: number) {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/rmas/${id}`,
  )
  await page.getByRole('button', { name: 'Save' }).click()
  return answer
}

test('staff receive a return and refund it by its bill; the customer sees it refunded', async ({
  browser,
  page,
  request,
}) => {
  // A card order through the store, a return over the API, then an admin session: a slow test.
  test.slow()
  const { page: customer, email } = await newCustomerPage(browser, {
    prefix: 'rma-admin',
    firstName: 'Robin',
    lastName: 'Refund',
  })
  const number = await payByCard(customer)
  await ship(request, number, 'EZ4000000004', { deliver: true })
  const history = await customer.request.get('/api/account/orders/all?limit=1')
  const line = ((await history.json()) as { data: { data: Array<{ products: Array<{ id: string }> }> } }).data.data[0]!
    .products[0]!
  const options = (await (await customer.request.get(`/api/return-options/${line.id}`)).json()) as {
    reasons: Array<{ id: number }>
  }
  const created = await customer.request.post('/api/create-rma', {
    data: {
      orderProductId: line.id,
      email,
      description: 'Buttons stick after a week.',
      reason: options.reasons[0]!.id,
      quantity: 1,
      ownSend: true,
      createReturnLabel: false,
      attempt: `admin-${Date.now()}`,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { rma: { id: number } }).rma.id

  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(ADMIN.email)
  await page.getByLabel(/password/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto(`/admin/collections/rmas?search=${encodeURIComponent(email)}`)
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Being returned')
  await shoot(page, 'returns-list')

  await page.goto(`/admin/collections/rmas/${id}`)
  await expect(page.locator('#field-status .rs__single-value')).toHaveText('Being returned')
  await choose(page, 'field-status', 'Return received')
  await page.locator('input[name="received.units"]').fill('2')
  expect((await save(page, id)).status()).toBe(400)
  const toasts = page.locator('.payload-toast-container')
  await expect(toasts).toContainText('Units received must be between 1 and 1.')
  await page.locator('input[name="received.units"]').fill('1')
  await page.locator('input[name="received.damaged"]').fill('0')
  expect((await save(page, id)).status()).toBe(200)
  await expect(page.locator('#field-status .rs__single-value')).toHaveText('Return received')
  await shoot(page, 'return-received')

  // The customer's page moves on with it (issue 50 item 9): no deadline nor box to write on, the expected bill.
  await customer.goto(`/account/return/${id}`)
  const stage = customer.getByTestId('return-stage')
  await expect(stage).toContainText('Received: being inspected')
  await expect(stage).toContainText('We are inspecting it')
  await expect(customer.getByText(/must arrive by/)).toHaveCount(0)
  await expect(customer.getByText(`Write RMA #${id} on the box`, { exact: false })).toHaveCount(0)
  const expectedBill = customer.getByTestId('refund-bill')
  await expect(expectedBill).toHaveAttribute('data-expected', 'true')
  await expect(expectedBill.getByRole('heading', { name: 'Expected refund' })).toBeVisible()
  const expectedTotal = await expectedBill.locator('dd').last().textContent()
  await customer.screenshot({ path: `${SHOTS}/customer-received-desktop.png`, fullPage: true })

  await choose(page, 'field-status', 'Refunded')
  expect((await save(page, id)).status()).toBe(200)
  await expect(page.locator('#field-status .rs__single-value')).toHaveText('Refunded')
  const refundTotal = page.locator('input[name="bill.refundTotal"]')
  await expect(refundTotal).not.toHaveValue('')
  expect(Number(await refundTotal.inputValue())).toBeGreaterThan(0)
  await refundTotal.scrollIntoViewIfNeeded()
  await shoot(page, 'return-refunded')

  const read = (await (await customer.request.get(`/api/rma/${id}`)).json()) as {
    rma: { status: string; refund: number; refundBill: { refundTotal: number } }
  }
  expect(read.rma).toMatchObject({ status: 'refunded', refund: read.rma.refundBill.refundTotal })
  expect(read.rma.refund).toBe(Number(await refundTotal.inputValue()))
  await customer.goto(`/account/return/${id}`)
  await expect(customer.getByText('REFUNDED').first()).toBeVisible()
  await expect(customer.getByTestId('return-stage')).toContainText(`We refunded ${expectedTotal}`)
  const bill = customer.getByTestId('refund-bill')
  await expect(bill.getByRole('heading', { name: 'Refund', exact: true })).toBeVisible()
  await expect(bill).not.toHaveAttribute('data-expected')
  await expect(bill.locator('dd').last()).toHaveText(expectedTotal ?? '')
  await customer.context().close()
})
