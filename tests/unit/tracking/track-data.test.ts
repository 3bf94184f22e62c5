import { describe, expect, it } from 'vitest'
import { type TrackingEvent, trackDataOf } from '../../../src/lib/tracking/track-data'

const event = (at: string, description: string, location: string | null = null): TrackingEvent => ({
  at,
  description,
  location,
})

describe('trackDataOf', () => {
  it('groups by New York day, newest day and newest event first', () => {
    const data = trackDataOf(
      [
        event('2026-11-26T14:10:00Z', 'Arrived', 'Memphis, TN, US'),
        event('2026-11-27T15:04:00Z', 'In transit', 'NJ, US'),
        // 11:30 PM on Nov 26 in New York, though Nov 27 in UTC.
        event('2026-11-27T04:30:00Z', 'Departed', 'Memphis, TN, US'),
      ],
      { estDeliveryDate: '2026-11-28', status: 'in_transit' },
    )
    expect(data).toEqual({
      history: [
        {
          name: 'Friday, November 27, 2026',
          results: [{ description: 'In transit', location: 'NJ, US', time: '10:04 AM' }],
        },
        {
          name: 'Thursday, November 26, 2026',
          results: [
            { description: 'Departed', location: 'Memphis, TN, US', time: '11:30 PM' },
            { description: 'Arrived', location: 'Memphis, TN, US', time: '9:10 AM' },
          ],
        },
      ],
      est_delivery_date: '2026-11-28',
      status: 'in_transit',
    })
  })

  it('uses another time zone when given one', () => {
    const data = trackDataOf([event('2026-11-27T04:30:00Z', 'Departed')], { timeZone: 'UTC' })
    expect(data.history).toEqual([
      { name: 'Friday, November 27, 2026', results: [{ description: 'Departed', location: null, time: '4:30 AM' }] },
    ])
  })

  it('formats afternoon times with one plain space', () => {
    const [group] = trackDataOf([event('2026-07-04T19:04:00Z', 'Out for delivery')]).history
    expect(group?.name).toBe('Saturday, July 4, 2026')
    expect(group?.results[0]?.time).toBe('3:04 PM')
  })

  it('leaves out events whose date cannot be read', () => {
    const data = trackDataOf([event('', 'No date'), event('yesterday', 'Words'), event('2026-11-26T14:10:00Z', 'Kept')])
    expect(data.history.flatMap((g) => g.results.map((r) => r.description))).toEqual(['Kept'])
    expect(trackDataOf([event('soon', 'x')])).toEqual({ history: [], est_delivery_date: null, status: null })
  })

  it('gives the estimate as a New York date; a date at midnight UTC stays that date', () => {
    const est = (estDeliveryDate: string | null) => trackDataOf([], { estDeliveryDate }).est_delivery_date
    expect(est('2026-11-28T00:00:00Z')).toBe('2026-11-28')
    expect(est('2026-11-28')).toBe('2026-11-28')
    expect(est('2026-11-28T03:00:00Z')).toBe('2026-11-27')
    expect(est('2026-11-28T15:00:00-05:00')).toBe('2026-11-28')
    expect(est(null)).toBeNull()
    expect(est('')).toBeNull()
    expect(est('not a date')).toBeNull()
    expect(est('2026-02-31')).toBeNull()
  })
})
