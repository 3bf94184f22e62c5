import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { resolveDatabase, startEmbedded, waitForDatabase } from '../../scripts/lib/database.mjs'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-embedded-'))
const dataDir = path.join(root, 'postgres')
const port = 54359

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows
  } finally {
    await client.end()
  }
}

describe('embedded PostgreSQL (the zero-configuration database)', () => {
  it('keeps its data across a stop and a start', async () => {
    const first = await startEmbedded({ dataDir, port, database: 'store', log: () => {} })
    await query(first.url, 'create table kept (name text); insert into kept values ($$still here$$)')
    await first.stop()

    const second = await startEmbedded({ dataDir, port, database: 'store', log: () => {} })
    try {
      expect(await query(second.url, 'select name from kept')).toEqual([{ name: 'still here' }])
      expect((await query(second.url, 'show server_version'))[0].server_version).toMatch(/^\d+/)
    } finally {
      await second.stop()
    }
  })

  it('shares a server that is already running instead of starting a second one', async () => {
    const owner = await startEmbedded({ dataDir, port, database: 'store', log: () => {} })
    try {
      const guest = await startEmbedded({ dataDir, port, database: 'other', log: () => {} })
      expect(await query(guest.url, 'select current_database() as db')).toEqual([{ db: 'other' }])
      await guest.stop()
      expect(await query(owner.url, 'select 1 as one')).toEqual([{ one: 1 }])
    } finally {
      await owner.stop()
    }
  })
})

/** The server's processes: the postmaster (first line of postmaster.pid) and its children (backends, writers). */
function serverProcesses(dir: string): { postmaster: number; children: number[] } {
  const postmaster = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // /proc/<pid>/stat: "pid (name) state ppid ..."
        return fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(postmaster)
      } catch {
        return false
      }
    })
    .map(Number)
  return { postmaster, children }
}

/** Clients inserting rows until stopped; `acknowledged` counts the rows whose insert the server confirmed. */
async function writers(url: string, count: number) {
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const client = new pg.Client({ connectionString: url })
      client.on('error', () => {})
      await client.connect()
      return client
    }),
  )
  let acknowledged = 0
  let stopped = false
  const loops = clients.map(async (client) => {
    while (!stopped) {
      try {
        await client.query("insert into kept (name) select 'row ' || n from generate_series(1, 100) n")
        acknowledged += 100
      } catch {
        return
      }
    }
  })
  return {
    clients,
    acknowledged: () => acknowledged,
    stop: async () => {
      stopped = true
      await Promise.all(loops)
      await Promise.all(clients.map((client) => client.end().catch(() => {})))
    },
  }
}

/**
 * A stand-in for a server in crash recovery: answers every connection with PostgreSQL's FATAL 57P03 'the database
 * system is starting up' for `ms`, then passes connections through to the real server on `target`.
 */
async function startingUpFront(target: number, ms: number) {
  const field = (key: string, value: string) => Buffer.from(`${key}${value}\0`)
  const body = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', '57P03'),
    field('M', 'the database system is starting up'),
    Buffer.from('\0'),
  ])
  const head = Buffer.alloc(5)
  head.write('E', 0)
  head.writeInt32BE(body.length + 4, 1)
  const startingUp = Buffer.concat([head, body])
  const until = Date.now() + ms
  let refused = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    if (Date.now() < until) {
      socket.once('data', () => {
        refused++
        socket.end(startingUp)
      })
      return
    }
    const back = net.connect({ host: '127.0.0.1', port: target })
    sockets.add(back)
    back.on('error', () => socket.destroy())
    socket.pipe(back).pipe(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

describe('the embedded PostgreSQL after a crash (issue 50 item 6)', () => {
  const crashDir = path.join(root, 'crash')
  const crashPort = 54361

  it('starts again at once after its server was killed (SIGKILL) under writes, and keeps every confirmed row', async () => {
    const first = await startEmbedded({ dataDir: crashDir, port: crashPort, database: 'store', log: () => {} })
    await query(first.url, 'create table kept (id serial primary key, name text)')
    for (let round = 0; round < 2; round++) {
      const before =
        round === 0 ? first : await startEmbedded({ dataDir: crashDir, port: crashPort, database: 'store' })
      const load = await writers(before.url, 8)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      // The whole server at once, as a SIGKILL of the store's process group does.
      const { postmaster, children } = serverProcesses(crashDir)
      for (const pid of [postmaster, ...children]) process.kill(pid, 'SIGKILL')
      await load.stop()
      const messages: string[] = []
      const again = await startEmbedded({
        dataDir: crashDir,
        port: crashPort,
        database: 'store',
        log: (message) => messages.push(message),
      })
      try {
        const [{ count }] = await query(again.url, 'select count(*)::int as count from kept')
        expect(count).toBeGreaterThanOrEqual(load.acknowledged())
        expect(load.acknowledged()).toBeGreaterThan(0)
        expect(messages.join('\n')).toContain('not stopped cleanly')
      } finally {
        if (round === 1) await again.stop()
      }
    }
  })

  it('waits while the server it would share recovers from a crashed backend', async () => {
    const owner = await startEmbedded({ dataDir: crashDir, port: crashPort, database: 'store', log: () => {} })
    try {
      const load = await writers(owner.url, 8)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const [{ pid }] = (await load.clients[0]!.query('select pg_backend_pid() as pid')).rows
      // One backend killed: the server ends every session and replays its log ('the database system is in
      // recovery mode' meanwhile); the launcher, finding it listening, waits for it instead of failing.
      process.kill(pid, 'SIGKILL')
      await load.stop()
      const messages: string[] = []
      const guest = await startEmbedded({
        dataDir: crashDir,
        port: crashPort,
        database: 'after_recovery',
        log: (message) => messages.push(message),
      })
      expect(await query(guest.url, 'select current_database() as db')).toEqual([{ db: 'after_recovery' }])
      expect(messages.join('\n')).toMatch(/not ready yet \((the database system is in recovery mode|.*ECONNRESET.*)\)/)
      await guest.stop()
    } finally {
      await owner.stop()
    }
  })

  it("retries a server that answers 'the database system is starting up' until it answers, shared or by DATABASE_URL", async () => {
    const owner = await startEmbedded({ dataDir: crashDir, port: crashPort, database: 'store', log: () => {} })
    try {
      const shared = await startingUpFront(crashPort, 1500)
      const messages: string[] = []
      const started = Date.now()
      const guest = await startEmbedded({
        dataDir: crashDir,
        port: shared.port,
        database: 'store',
        log: (message) => messages.push(message),
      })
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
      expect(shared.refused()).toBeGreaterThanOrEqual(2)
      expect(messages).toEqual([
        'The embedded PostgreSQL is not ready yet (the database system is starting up); trying again ...',
      ])
      expect(await query(guest.url, 'select count(*) > 0 as kept from kept')).toEqual([{ kept: true }])
      await shared.close()

      const configured = await startingUpFront(crashPort, 1500)
      process.env.DATABASE_URL = `postgres://postgres:padforge@127.0.0.1:${configured.port}/store`
      try {
        const told: string[] = []
        const db = await resolveDatabase({ log: (message) => told.push(message) })
        expect(db.embedded).toBe(false)
        expect(configured.refused()).toBeGreaterThanOrEqual(2)
        expect(told).toEqual(['The database is not ready yet (the database system is starting up); waiting for it ...'])
        expect(await query(db.url, 'select 1 as one')).toEqual([{ one: 1 }])
      } finally {
        delete process.env.DATABASE_URL
        await configured.close()
      }
    } finally {
      await owner.stop()
    }
  })

  it('gives up when the server is still starting after the timeout, and leaves other failures to the next step', async () => {
    const owner = await startEmbedded({ dataDir: crashDir, port: crashPort, database: 'store', log: () => {} })
    const front = await startingUpFront(crashPort, 60_000)
    try {
      await expect(
        waitForDatabase(`postgres://postgres:padforge@127.0.0.1:${front.port}/store`, {
          timeoutMs: 800,
          log: () => {},
        }),
      ).rejects.toThrow('The database still took no connections after 0.8 s: the database system is starting up')
      const wrongPassword = await waitForDatabase(`postgres://postgres:wrong@127.0.0.1:${crashPort}/store`, {
        log: () => {},
      })
      expect(wrongPassword).toMatchObject({ code: '28P01' })
    } finally {
      await front.close()
      await owner.stop()
    }
  })

  it("says why a start failed, with PostgreSQL's own log", async () => {
    const broken = path.join(root, 'broken')
    const made = await startEmbedded({ dataDir: broken, port: 54362, database: 'store', log: () => {} })
    await made.stop()
    fs.writeFileSync(path.join(broken, 'PG_VERSION'), '9\n')
    const failure = await startEmbedded({ dataDir: broken, port: 54362, log: () => {} }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toMatch(
      /^The embedded PostgreSQL in .*broken did not start \(exit code 1\)\. Its log:\n[\s\S]*incompatible/,
    )
  })
})
