// Pure helpers of the launcher: what a step's end and a database's answer mean (no process, socket or file here).

/** The last `size` lines a process printed, across chunks and both streams. */
export class OutputTail {
  constructor(size = 40) {
    this.size = size
    this.lines = []
    this.partial = ''
  }

  push(chunk) {
    const parts = (this.partial + String(chunk)).split(/\r?\n/)
    this.partial = parts.pop() ?? ''
    for (const line of parts) this.lines.push(line)
    if (this.lines.length > this.size) this.lines.splice(0, this.lines.length - this.size)
  }

  /** The kept lines, the unfinished last one included, without blank lines at either end. */
  text() {
    const all = this.partial ? [...this.lines, this.partial] : [...this.lines]
    return all
      .slice(-this.size)
      .join('\n')
      .replace(/^\s*\n|\s+$/g, '')
  }
}

/** "exit code 1", "signal SIGKILL": how a process ended, from its exit code and signal (one of them is null). */
export function describeExit({ code, signal }) {
  if (signal) return `signal ${signal}`
  if (code === null || code === undefined) return 'no exit code'
  return `exit code ${code}`
}

/**
 * The launcher's message for a step that failed: what it was, how it ended, and what it printed last (repeated here
 * so the reason sits next to the message even when the output scrolled away or never came).
 */
export function stepFailure(step, { code, signal, output }) {
  const how = describeExit({ code, signal })
  const killed = signal ? ' (it was killed: out of memory, or stopped from outside)' : ''
  const printed = output?.trim()
    ? `Its last output:\n${output
        .trim()
        .split('\n')
        .map((line) => `  | ${line}`)
        .join('\n')}`
    : 'It printed nothing.'
  return `${step} failed: it ended with ${how}${killed}.\n${printed}`
}

/**
 * The server answers but takes no connections yet: starting up, recovering from a crash, or shutting down
 * (SQLSTATE 57P03 cannot_connect_now, whatever the message's wording in this version).
 */
export const isStartingUp = (error) => error?.code === '57P03'

/** Nothing answers on the address (yet), or the server went away mid-connection. */
export function isUnreachable(error) {
  if (['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT'].includes(error?.code)) return true
  return /Connection terminated unexpectedly|timeout expired/i.test(String(error?.message ?? ''))
}

/**
 * PostgreSQL's log says it stopped at start only because the previous server (killed, or still stopping) has not
 * quite gone: its lock file, shared memory or port are still held. Starting again a moment later works.
 */
export function isLeftoverOfOldServer(log) {
  return /lock file ".*" already exists|pre-existing shared memory block .* is still in use|could not bind .*: Address already in use|could not create any TCP\/IP sockets/i.test(
    String(log ?? ''),
  )
}

/** Waits between attempts: 100 ms, doubling, at most 2 s. */
export const retryDelay = (attempt) => Math.min(2000, 100 * 2 ** attempt)
