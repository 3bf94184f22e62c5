import fs from 'node:fs'
import path from 'node:path'

const INPUTS = ['src', 'payload.config.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json']

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/** True when there is no production build, or a source file changed after it was made. */
export function buildIsStale(root = process.cwd()) {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  const built = fs.statSync(buildId).mtimeMs
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built)
}
