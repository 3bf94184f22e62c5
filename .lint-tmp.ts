import { lintRules, formatLintReport } from './src/creator/rules/lint'
import { creatorCatalogFromSeed } from './src/seed/data/creator-catalog'
import { PLATFORM_SEEDS } from './src/seed/data/platforms'
for (const p of PLATFORM_SEEDS) {
  const t = performance.now()
  const r = lintRules(creatorCatalogFromSeed(p.slug))
  console.log(p.slug, (performance.now() - t).toFixed(1), 'ms', formatLintReport(r))
}
