// The launcher's reports (issue 50 item 6): a failed step says how it ended and what it printed; a database that is
// starting up or recovering, or an old server still going away, is waited for; and the production start's warning
// about PUBLIC_SERVER_URL (item 11).
import { describe, expect, it } from 'vitest'
import { publicUrlWarning } from '../../../scripts/lib/public-url.mjs'
import {
  describeExit,
  isLeftoverOfOldServer,
  isStartingUp,
  isUnreachable,
  OutputTail,
  retryDelay,
  stepFailure,
} from '../../../scripts/lib/report.mjs'
import { runStep } from '../../../scripts/lib/run.mjs'
import { serverUrlFrom } from '../../../src/security/origins'

const node = (script: string) => runStep(process.execPath, ['-e', script])

describe('a failed step says why', () => {
  it('names the exit code or the signal', () => {
    expect(describeExit({ code: 1, signal: null })).toBe('exit code 1')
    expect(describeExit({ code: null, signal: 'SIGKILL' })).toBe('signal SIGKILL')
    expect(describeExit({ code: null, signal: null })).toBe('no exit code')
  })

  it('repeats the last output under the message, or says there was none', () => {
    expect(stepFailure('Preparing the database', { code: 1, signal: null, output: 'one\ntwo' })).toBe(
      'Preparing the database failed: it ended with exit code 1.\nIts last output:\n  | one\n  | two',
    )
    expect(stepFailure('Preparing the database', { code: null, signal: 'SIGKILL', output: '' })).toBe(
      'Preparing the database failed: it ended with signal SIGKILL (it was killed: out of memory, or stopped from ' +
        'outside).\nIt printed nothing.',
    )
  })

  it('keeps the last lines across chunks and both streams', () => {
    const tail = new OutputTail(3)
    tail.push('a\nb')
    tail.push('c\nd\n')
    tail.push('e')
    expect(tail.text()).toBe('bc\nd\ne') // 'b' and 'c' came in two chunks of one line
    const empty = new OutputTail()
    empty.push('\n\n')
    expect(empty.text()).toBe('')
  })

  it("runs a step: its exit code and last output (stdout and stderr), as the launcher's message shows them", async () => {
    const result = await node(
      "console.log('migrating'); console.error('Error: cannot connect to Postgres: the database system is starting up'); process.exit(3)",
    )
    expect(result).toEqual({
      code: 3,
      signal: null,
      output: expect.stringContaining('the database system is starting up'),
    })
    expect(result.output).toContain('migrating')
    expect(stepFailure('Preparing the database', result)).toMatch(
      /^Preparing the database failed: it ended with exit code 3\.\nIts last output:\n {2}\| .*\n {2}\| .*starting up$/,
    )
  })

  it('runs a step that is killed: the signal, and that it printed nothing', async () => {
    const result = await node("process.kill(process.pid, 'SIGKILL')")
    expect(result).toEqual({ code: null, signal: 'SIGKILL', output: '' })
    expect(stepFailure('Preparing the database', result)).toContain('signal SIGKILL')
    expect(stepFailure('Preparing the database', result)).toContain('It printed nothing.')
  })
})

describe('what is worth waiting for', () => {
  it('a server that answers 57P03: starting up, recovering, not yet accepting connections, shutting down', () => {
    for (const message of [
      'the database system is starting up',
      'the database system is in recovery mode',
      'the database system is not yet accepting connections',
      'the database system is shutting down',
    ])
      expect(isStartingUp(Object.assign(new Error(message), { code: '57P03' })), message).toBe(true)
    expect(isStartingUp(Object.assign(new Error('password authentication failed'), { code: '28P01' }))).toBe(false)
    expect(isStartingUp(Object.assign(new Error('database "x" does not exist'), { code: '3D000' }))).toBe(false)
  })

  it('a server that does not answer (yet), or went away mid-connection', () => {
    expect(isUnreachable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isUnreachable(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true)
    expect(isUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isUnreachable(Object.assign(new Error('no pg_hba.conf entry'), { code: '28000' }))).toBe(false)
  })

  it("PostgreSQL's log when the killed server still holds its lock file, shared memory or port", () => {
    for (const log of [
      'FATAL:  lock file "postmaster.pid" already exists\nHINT:  Is another postmaster (PID 4242) running in data directory "/x"?',
      'FATAL:  pre-existing shared memory block (key 5432001, ID 7) is still in use',
      'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use\nFATAL:  could not create any TCP/IP sockets',
    ])
      expect(isLeftoverOfOldServer(log), log).toBe(true)
    expect(isLeftoverOfOldServer('FATAL:  data directory "/x" has invalid permissions')).toBe(false)
    expect(isLeftoverOfOldServer('PANIC:  could not locate a valid checkpoint record')).toBe(false)
  })

  it('waits 100 ms, doubling, at most 2 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([100, 200, 400, 800, 1600, 2000, 2000])
  })
})

describe('the production start without PUBLIC_SERVER_URL (issue 50 item 11)', () => {
  it('warns, naming the address links will get', () => {
    const env = { NODE_ENV: 'production', PORT: '3100' }
    const warning = publicUrlWarning(env)
    expect(warning).toContain('PUBLIC_SERVER_URL is not set')
    expect(warning).toContain(serverUrlFrom(env))
    expect(publicUrlWarning({ NODE_ENV: 'production', PUBLIC_SERVER_URL: '  ' })).toContain('http://localhost:3000')
  })

  it('does not warn when it is set, nor outside production', () => {
    expect(publicUrlWarning({ NODE_ENV: 'production', PUBLIC_SERVER_URL: 'https://shop.example' })).toBeNull()
    expect(publicUrlWarning({ NODE_ENV: 'development' })).toBeNull()
    expect(publicUrlWarning({})).toBeNull()
  })
})
