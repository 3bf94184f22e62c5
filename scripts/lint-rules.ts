// `npm run lint:rules [slug ...]`: proves each platform's stored creator rules (default configuration valid,
// every value reachable, no contradictions). Exits 1 when a platform has problems.
import config from '@payload-config'
import { getPayload } from 'payload'
import { formatLintReport } from '../src/creator/rules/lint'
import { lintPlatforms } from '../src/creator/server/lint-platforms'

const payload = await getPayload({ config })
const slugs = process.argv.slice(2)
const results = await lintPlatforms(payload, slugs.length ? slugs : undefined)
for (const { slug, report } of results) console.log(`${slug}: ${formatLintReport(report)}`)
await payload.destroy()
process.exit(results.every((r) => r.report.ok) ? 0 : 1)
