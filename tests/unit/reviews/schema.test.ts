import { describe, expect, it } from 'vitest'
import { checkReview, fieldMessage, MAX_TEXT, REVIEW_MESSAGES } from '../../../src/lib/reviews'

const valid = { stars: 5, headline: ' Great pad ', name: ' Casey ', text: 'Works great, love it.' }

describe('review form schema', () => {
  it('accepts a valid review and trims it', () => {
    const result = checkReview(valid)
    expect(result).toEqual({
      ok: true,
      value: { stars: 5, headline: 'Great pad', name: 'Casey', text: 'Works great, love it.' },
    })
  })

  it('makes the headline optional and reads stars sent as text', () => {
    const result = checkReview({ stars: '3', name: 'Jo', text: 'Fine.' })
    expect(result.ok && result.value).toEqual({ stars: 3, headline: '', name: 'Jo', text: 'Fine.' })
  })

  it("answers with the spec's messages for the name and the text", () => {
    const result = checkReview({ stars: 4, name: '   ', text: 'abc ' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.name).toEqual(['Please, enter your name'])
    expect(result.errors.text).toEqual(['Minimum review length is 5 symbols'])
    expect(result.message).toBe('Please, enter your name')
  })

  it('refuses missing fields, wrong types and stars outside 1–5', () => {
    for (const stars of [0, 6, 2.5, 'x', null, undefined]) {
      const result = checkReview({ ...valid, stars })
      expect(result.ok ? 'ok' : result.errors.stars).toEqual([REVIEW_MESSAGES.stars])
    }
    const empty = checkReview(undefined)
    expect(empty.ok ? null : Object.keys(empty.errors).sort()).toEqual(['name', 'stars', 'text'])
    const wrong = checkReview({ stars: 5, name: 42, text: ['a'] })
    expect(wrong.ok ? null : wrong.errors).toEqual({ name: [REVIEW_MESSAGES.name], text: [REVIEW_MESSAGES.text] })
  })

  it('limits the text and the headline', () => {
    const long = checkReview({ ...valid, text: 'x'.repeat(MAX_TEXT + 1), headline: 'h'.repeat(121) })
    expect(long.ok ? null : long.errors).toEqual({
      text: [REVIEW_MESSAGES.textTooLong],
      headline: [REVIEW_MESSAGES.headlineTooLong],
    })
    expect(checkReview({ ...valid, text: 'x'.repeat(MAX_TEXT) }).ok).toBe(true)
  })

  it('checks one field for the collection validators', () => {
    expect(fieldMessage('name', '')).toBe('Please, enter your name')
    expect(fieldMessage('text', 'four')).toBe('Minimum review length is 5 symbols')
    expect(fieldMessage('text', 'five!')).toBe(true)
    expect(fieldMessage('stars', 3)).toBe(true)
  })
})
