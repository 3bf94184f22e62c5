import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
}

interface Rule {
  id: string
  message?: string
  [key: string]: unknown
}

async function ps5Of(request: APIRequestContext) {
  const list = await (await request.get('/api/platforms?where[slug][equals]=ps5&limit=1&depth=0')).json()
  return list.docs[0] as { id: number; creatorRules: { rules: Rule[] } & Record<string, unknown> }
}

/** Payload's code editor loads Monaco from a CDN; the JSON fields must not need it. */
function watchForCdn(page: Page) {
  const cdnRequests: string[] = []
  page.on('request', (request) => {
    if (/cdn\.jsdelivr\.net|monaco/i.test(request.url())) cdnRequests.push(request.url())
  })
  return cdnRequests
}

test('a merchandiser edits the creator rules of ps5 as JSON text', async ({ page, request }) => {
  // Three saves and a large form; the first admin visit after the launcher's start is slow.
  test.slow()
  const ps5 = await ps5Of(request)
  expect(ps5).toBeTruthy()
  const original = ps5.creatorRules
  const originalText = JSON.stringify(original, null, 2)
  const rule = original.rules.find((r) => r.id === 'mods-need-rapid-fire')
  expect(rule?.message).toBeTruthy()
  const cdnRequests = watchForCdn(page)

  await logIn(page, 'merchandiser@padforge.example', 'padforge-merch')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/platforms/${ps5.id}`)

  // The rules as formatted JSON text in an ordinary textbox (no code editor).
  const editor = page.getByRole('textbox', { name: 'Creator rules' })
  await expect(editor).toBeVisible()
  await expect(editor).toHaveValue(originalText)
  await expect(editor).toBeEditable()
  await expect(page.locator('.code-editor')).toHaveCount(0)
  await expect(page.getByText(/What shoppers may combine in this platform's creator/)).toBeVisible()

  // Change one rule's message and save.
  const newMessage = 'Add Rapid Fire first: Mods run on its board.'
  const edited = {
    ...original,
    rules: original.rules.map((r) => (r.id === 'mods-need-rapid-fire' ? { ...r, message: newMessage } : r)),
  }
  const editedText = JSON.stringify(edited, null, 2)
  await editor.fill(editedText)
  await expect(page.getByRole('alert').filter({ hasText: 'Not valid JSON' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  const saved = await ps5Of(request)
  expect(saved.creatorRules.rules.find((r) => r.id === 'mods-need-rapid-fire')?.message).toBe(newMessage)
  expect(saved.creatorRules.rules.find((r) => r.id === 'packages-need-rapid-fire')?.message).toBe(
    original.rules.find((r) => r.id === 'packages-need-rapid-fire')?.message,
  )

  // Invalid JSON: a comma after the last item. The text stays, the error says where, the form does not save.
  const invalidText = editedText.replace(/\n}$/, ',\n}')
  expect(invalidText).not.toBe(editedText)
  const lastLine = invalidText.split('\n').length
  await editor.fill(invalidText)
  const syntaxError = page.getByRole('alert').filter({ hasText: 'Not valid JSON' })
  await expect(syntaxError).toContainText(`Not valid JSON: Unexpected token } at line ${lastLine}, column 1.`)
  await expect(editor).toHaveValue(invalidText)
  await expect(page.getByRole('button', { name: 'Format' })).toBeDisabled()
  await page.getByRole('button', { name: 'Save' }).click()
  // The string reaches the server, whose validator refuses it: an error toast names the field, nothing is stored.
  await expect(page.getByText(/The following field is invalid: Creator rules/i).first()).toBeVisible()
  await expect(syntaxError).toBeVisible()
  await expect(editor).toHaveValue(invalidText)
  const afterRefused = await ps5Of(request)
  expect(afterRefused.creatorRules).toEqual(saved.creatorRules)

  // Restore the original rules, typed compactly and re-indented with Format, and save.
  await editor.fill(JSON.stringify(original))
  await expect(syntaxError).toHaveCount(0)
  await page.getByRole('button', { name: 'Format' }).click()
  await expect(editor).toHaveValue(originalText)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  await expect.poll(async () => (await ps5Of(request)).creatorRules).toEqual(original)
  await expect(editor).toHaveValue(originalText)

  expect(cdnRequests).toEqual([])
})

test('a merchandiser sees the configuration maps of the PS5 Advanced Back option', async ({ page, request }) => {
  const ps5 = await ps5Of(request)
  const options = await (
    await request.get(
      `/api/options?where[name][equals]=Advanced%20Back&where[platforms][contains]=${ps5.id}&limit=1&depth=0`,
    )
  ).json()
  const option = options.docs[0] as { id: number; maps: Record<string, unknown> }
  expect(option?.maps).toBeTruthy()
  const cdnRequests = watchForCdn(page)

  await logIn(page, 'merchandiser@padforge.example', 'padforge-merch')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/options/${option.id}`)
  const editor = page.getByRole('textbox', { name: 'Configuration maps' })
  await expect(editor).toHaveValue(JSON.stringify(option.maps, null, 2))
  await expect(editor).toHaveValue(/"defaultBackId": \d+/)
  await expect(editor).toHaveValue(/"backShell": \{/)
  await expect(page.locator('.code-editor')).toHaveCount(0)
  expect(cdnRequests).toEqual([])
})
