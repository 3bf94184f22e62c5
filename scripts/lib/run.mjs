import { spawn } from 'node:child_process'

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, { env = process.env, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env, cwd })
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options)
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} exited with ${code}`)
    process.exit(code)
  }
}

/** Local binaries from node_modules/.bin. */
export const bin = (name) => `node_modules/.bin/${name}`
