import { spawn } from 'node:child_process'
import { OutputTail } from './report.mjs'

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

/**
 * Runs a step of the launcher: its output goes to the terminal as it comes, and the last `keep` lines are kept so a
 * failure can be explained. Resolves with { code, signal, output } (signal set when it was killed).
 */
export function runStep(command, args, { env = process.env, cwd, keep = 40 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env, cwd })
    const tail = new OutputTail(keep)
    running.add(child)
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      tail.push(chunk)
    })
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk)
      tail.push(chunk)
    })
    child.once('error', (error) => {
      running.delete(child)
      reject(error)
    })
    // 'close', not 'exit': the streams are read to their end first.
    child.once('close', (code, signal) => {
      running.delete(child)
      resolve({ code, signal, output: tail.text() })
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
