import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'
import { publicMessagesKept } from '../../../src/endpoints/http/plugin'

const run = (error: unknown, result: unknown = { errors: [{ message: 'An unknown error occurred.' }] }) =>
  publicMessagesKept({ error, result } as Parameters<typeof publicMessagesKept>[0])

describe("a public refusal's message", () => {
  it('is kept when the class name was minified away (the production build)', () => {
    const error = new APIError('Enter the tracking number of "Pad".', 400, undefined, true)
    Object.defineProperty(error, 'name', { value: '' })
    expect(run(error)).toEqual({
      status: 400,
      response: { errors: [{ message: 'Enter the tracking number of "Pad".' }] },
    })
  })

  it('leaves alone what Payload formatted itself, server errors, private errors and errors with data', () => {
    const named = new APIError('Conflict', 409, undefined, true)
    expect(run(named, { errors: [{ message: 'Conflict' }] })).toBeUndefined()
    expect(run(new APIError('Database down', 500))).toBeUndefined()
    expect(run(new APIError('Secret', 400, undefined, false))).toBeUndefined()
    expect(run(new APIError('Invalid', 400, { errors: [] }, true))).toBeUndefined()
    expect(run(new Error('plain'))).toBeUndefined()
  })
})
