import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbedded } from '../../scripts/lib/database.mjs'

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
