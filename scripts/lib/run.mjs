import { spawn } from 'node:child_process'

const running = new Set()

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, { env = process.env, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env, cwd })
    running.add(child)
    child.once('error', (error) => {
      running.delete(child)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** Passes a signal on to every child still running and waits (at most `ms`) for them to end. */
export async function stopChildren(signal = 'SIGTERM', ms = 10_000) {
  const exits = [...running].map(
    (child) =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill(signal)
        setTimeout(() => {
          child.kill('SIGKILL')
          resolve()
        }, ms).unref()
      }),
  )
  await Promise.all(exits)
}

/** Local binaries from node_modules/.bin. */
export const bin = (name) => `node_modules/.bin/${name}`
