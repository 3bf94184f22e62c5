import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** axe-core over the page (WCAG 2.2 A and AA): serious and critical findings fail the test (LOOK.md). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`)).toEqual([])
}

/** Signs a request context (and the pages that share it) in through the store's login route. */
export async function logIn(request: APIRequestContext, who: { email: string; password: string }) {
  expect((await request.post('/api/users/login', { data: who })).status()).toBe(200)
}
