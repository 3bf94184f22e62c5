import type { Payload } from 'payload'
import { type LintReport, lintRules } from '../rules/lint'
import { loadCreatorCatalog } from './load-catalog'

/** Lints the stored rules of the given platforms (all when none are named), reading them from Postgres. */
export async function lintPlatforms(
  payload: Payload,
  slugs?: string[],
): Promise<Array<{ slug: string; report: LintReport }>> {
  const names =
    slugs ??
    (
      await payload.find({ collection: 'platforms', sort: 'sort', depth: 0, pagination: false, select: { slug: true } })
    ).docs.map((p) => p.slug)
  const results: Array<{ slug: string; report: LintReport }> = []
  for (const slug of names) results.push({ slug, report: lintRules(await loadCreatorCatalog(payload, slug)) })
  return results
}
