import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { healthEndpoint } from '../../src/endpoints/health'
import { callEndpoint } from './http'
import { testPayload } from './payload'

// The load balancer's health check (docs/deploy.md): up while PostgreSQL answers, 503 when it does not.

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('GET /api/health', () => {
  it('answers ok to anyone while the database answers, and is never cached', async () => {
    const response = await healthEndpoint.handler({ payload, user: null, routeParams: {} } as never)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 when the database cannot be reached', async () => {
    const broken = { ...payload, db: { drizzle: { execute: () => Promise.reject(new Error('connection refused')) } } }
    const errors: unknown[] = []
    const logger = { ...payload.logger, error: (...args: unknown[]) => errors.push(args) }
    const { status, json } = await callEndpoint(Object.assign(broken, { logger }) as unknown as Payload, healthEndpoint)
    expect(status).toBe(503)
    expect(json).toEqual({ status: 'unavailable' })
    expect(errors).toHaveLength(1)
  })
})
