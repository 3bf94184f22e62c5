import { describe, expect, it } from 'vitest'
import { errorModalLines, httpErrorText, UNKNOWN_ERROR } from '../../../src/lib/storefront/http-error'

describe('HTTP error text (storefront.md section 8)', () => {
  it('reads 422 as a validation error and other statuses by their text', () => {
    expect(httpErrorText(422, 'Unprocessable Entity')).toBe('Request Validation Error')
    expect(httpErrorText(422, '')).toBe('Request Validation Error')
    expect(httpErrorText(404, 'Not Found')).toBe('Not Found')
    expect(httpErrorText(500, 'Internal Server Error')).toBe('Internal Server Error')
  })

  it('names the status when the text is empty', () => {
    expect(httpErrorText(502, '')).toBe('HTTP 502')
    expect(httpErrorText(503, '  ')).toBe('HTTP 503')
  })
})

describe('Error modal lines (storefront.md section 8)', () => {
  it('shows the server message', () => {
    expect(errorModalLines({ message: 'Coupon expired.' })).toEqual(['Coupon expired.'])
  })

  it('lists field errors given as a map of field to message(s)', () => {
    expect(errorModalLines({ errors: { email: 'Enter an email', name: ['Too short', 'Not a name'] } })).toEqual([
      'Enter an email',
      'Too short',
      'Not a name',
    ])
  })

  it('lists field errors given as a list of { message }', () => {
    expect(errorModalLines({ errors: [{ message: 'First' }, { message: 'Second' }, { field: 'x' }, 'Third'] })).toEqual(
      ['First', 'Second', 'Third'],
    )
  })

  it('puts the message before the field errors, without repeats', () => {
    expect(
      errorModalLines({
        message: 'Please check the form.',
        errors: { email: ['Enter an email'], email2: 'Enter an email' },
      }),
    ).toEqual(['Please check the form.', 'Enter an email'])
  })

  it('shows Unknown Error for a plain string or nothing usable', () => {
    expect(UNKNOWN_ERROR).toBe('Unknown Error')
    for (const body of ['Server exploded', '', null, undefined, 42, true, [], ['message'], {}, { message: '  ' }]) {
      expect(errorModalLines(body)).toEqual(['Unknown Error'])
    }
    expect(errorModalLines({ message: 5, errors: 'nope' })).toEqual(['Unknown Error'])
    expect(errorModalLines({ errors: { a: 3, b: [null, {}] } })).toEqual(['Unknown Error'])
  })

  it('reads an Error object like a body', () => {
    expect(errorModalLines(new Error('Network down'))).toEqual(['Network down'])
  })
})
