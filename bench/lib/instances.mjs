// `bench/pages.mjs --instances=N`: N app instances of one build on one PostgreSQL and one Redis, behind a small
// round-robin proxy, as docs/deploy.md describes them. The first instance is the usual bench store (scripts/start.mjs:
// build, migrations, seed); the others are `scripts/serve.mjs` on its database. Redis: BENCH_REDIS_URL
// (redis://127.0.0.1:6379), under a key prefix of this run's own.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { embeddedUrl } from '../../scripts/lib/database.mjs'
import { BENCH_DATA, BENCH_PG_PORT, launch, startStore } from './server.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 3390)

/** The shared settings every instance gets. */
function sharedEnv() {
  return {
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `padforge-bench-${Date.now().toString(36)}:`,
    // One secret for all, as in production: the first instance's, kept under its data folder.
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? readOrMakeSecret(),
  }
}

function readOrMakeSecret() {
  const file = path.join(ROOT, BENCH_DATA, 'secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, crypto.randomUUID().replaceAll('-', ''), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

/**
 * Starts `count` instances and the proxy in front of them: { url (the proxy), instances: [{ url }], stop }.
 */
export async function startInstances(count) {
  const env = sharedEnv()
  const first = await startStore({ env })
  const instances = [first]
  try {
    for (let i = 1; i < count; i++) {
      const port = String(Number(new URL(first.url).port) + i)
      console.log(`Starting instance ${i + 1} on port ${port} (npm run serve on the first one's database) ...`)
      instances.push(
        await launch({
          script: 'scripts/serve.mjs',
          port,
          logFile: `${BENCH_DATA}/server-${i + 1}.log`,
          env: {
            ...env,
            DATABASE_URL: process.env.BENCH_DATABASE_URL || embeddedUrl(BENCH_PG_PORT, 'padforge'),
            MEDIA_DIR: `${BENCH_DATA}/media`,
            PREVIEW_CACHE_DIR: `${BENCH_DATA}/previews-${i + 1}`,
          },
        }),
      )
    }
  } catch (error) {
    for (const instance of instances) await instance.stop()
    throw error
  }
  const proxy = await roundRobin(instances.map((instance) => instance.url))
  return {
    url: proxy.url,
    instances,
    stop: async () => {
      await proxy.close()
      for (const instance of instances.reverse()) await instance.stop()
    },
  }
}

/** A load balancer of a few lines: each request to the next instance in turn, over kept-alive connections. */
async function roundRobin(targets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  let next = 0
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length])
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  await new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', resolve))
  console.log(`Round-robin proxy on http://127.0.0.1:${PROXY_PORT} -> ${targets.join(', ')}`)
  return {
    url: `http://127.0.0.1:${PROXY_PORT}`,
    close: () => {
      agent.destroy()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}
