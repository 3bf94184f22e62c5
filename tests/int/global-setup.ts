// Gives the integration tests migrated, seeded databases on a real PostgreSQL:
//  - TEST_DATABASE_URL (or DATABASE_URL) names a server: a template database `padforge_int` (or TEST_DATABASE_NAME,
//    so two runs can share a server) is recreated, migrated and seeded once, here;
//  - neither set: an embedded PostgreSQL is started in a temporary folder and used the same way.
// Test files run in parallel workers; each worker copies the template into a database of its own on its first file
// (tests/int/payload.ts), so files in different workers never see each other's writes.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbedded } from '../../scripts/lib/database.mjs'
import { INT_ENV, workerDatabasePrefix } from './databases'

const DATABASE = process.env.TEST_DATABASE_NAME ?? 'padforge_int'

async function recreate(serverUrl: string): Promise<string> {
  const { default: pg } = await import('pg')
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or starts_with(datname, $2)`,
      [DATABASE, workerDatabasePrefix(DATABASE)],
    )
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`)
    await client.query(`create database "${DATABASE}"`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${DATABASE}`
  return url.toString()
}

/** Migrates and seeds the template in a process of its own, which then ends: a template must have no connections. */
function seedTemplate(url: string, mediaDir: string) {
  const started = Date.now()
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/run.ts'], {
    env: { ...process.env, ...INT_ENV, DATABASE_URL: url, MEDIA_DIR: mediaDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`seeding the integration template failed (exit ${result.status})`)
  console.log(`integration template seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
  let stop = async () => {}
  let url: string
  if (serverUrl) {
    url = await recreate(serverUrl)
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-int-'))
    const server = await startEmbedded({
      dataDir: path.join(dataDir, 'pg'),
      port: 54339,
      database: 'postgres',
      log: () => {},
    })
    url = await recreate(server.url)
    stop = async () => {
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-int-media-'))
  seedTemplate(url, mediaDir)
  project.provide('databaseUrl', url)
  project.provide('mediaDir', mediaDir)
  return async () => {
    await stop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template; each worker works on a copy of it (workerDatabase). */
    databaseUrl: string
    mediaDir: string
  }
}
