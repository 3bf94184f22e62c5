// Gives the integration tests a fresh, migrated database on a real PostgreSQL:
//  - TEST_DATABASE_URL (or DATABASE_URL) names a server: a database `padforge_int` (or TEST_DATABASE_NAME, so
//    two runs can share a server) is recreated on it;
//  - neither set: an embedded PostgreSQL is started in a temporary folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbedded } from '../../scripts/lib/database.mjs'

const DATABASE = process.env.TEST_DATABASE_NAME ?? 'padforge_int'

async function recreate(serverUrl: string): Promise<string> {
  const { default: pg } = await import('pg')
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${DATABASE}" with (force)`)
    await client.query(`create database "${DATABASE}"`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${DATABASE}`
  return url.toString()
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
  project.provide('databaseUrl', url)
  project.provide('mediaDir', mediaDir)
  return async () => {
    await stop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
  }
}
