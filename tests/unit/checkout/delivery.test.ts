import { TZDate } from '@date-fns/tz'
import { addBusinessDays as addBusinessDaysTZ, addDays, format, isWeekend as isWeekendTZ, set } from 'date-fns'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  assemblyLabel,
  assemblyReadyAt,
  CLOSING_HOUR,
  DEFAULT_ASSEMBLY_DAYS_LABEL,
  daysLabel,
  defaultAssemblyLabel,
  deliveredAt,
  nyDate,
  OPENING_HOUR,
  packageDates,
  SAME_DAY_ASSEMBLY_TIME,
  STANDARD_BUILD_DAYS,
  STORE_TIME_ZONE,
  workStart,
} from '../../../src/lib/checkout/delivery'

/** Instants written with their New York offset: -05:00 in winter (EST), -04:00 in summer (EDT). */
const ny = (local: string) => new Date(local)
const iso = (d: Date) => new Date(d.getTime()).toISOString()

afterEach(() => {
  vi.useRealTimers()
})

describe('constants of checkout.md section 9', () => {
  it('uses New York business hours 9 to 18 and a 3-business-day standard build', () => {
    expect(STORE_TIME_ZONE).toBe('America/New_York')
    expect([OPENING_HOUR, CLOSING_HOUR]).toEqual([9, 18])
    expect(STANDARD_BUILD_DAYS).toBe(3)
    expect(SAME_DAY_ASSEMBLY_TIME).toBe(0)
  })
})

describe('when work starts', () => {
  it('starts at once during business hours', () => {
    expect(iso(workStart(ny('2026-11-24T10:15:00-05:00')))).toBe('2026-11-24T15:15:00.000Z')
  })

  it('starts at 9:00 the same day before opening', () => {
    expect(iso(workStart(ny('2026-11-24T06:30:00-05:00')))).toBe('2026-11-24T14:00:00.000Z')
    expect(iso(workStart(ny('2026-11-24T09:00:00-05:00')))).toBe('2026-11-24T14:00:00.000Z')
  })

  it('around 18:00: 17:59:59 is still today, 18:00:00 is the next business day at 9:00', () => {
    expect(iso(workStart(ny('2026-11-24T17:59:59-05:00')))).toBe('2026-11-24T22:59:59.000Z')
    expect(iso(workStart(ny('2026-11-24T18:00:00-05:00')))).toBe('2026-11-25T14:00:00.000Z')
    expect(iso(workStart(ny('2026-11-24T23:59:59-05:00')))).toBe('2026-11-25T14:00:00.000Z')
  })

  it('Friday evening and the weekend start on Monday at 9:00', () => {
    for (const local of ['2026-11-27T18:00:00-05:00', '2026-11-28T12:00:00-05:00', '2026-11-29T23:00:00-05:00'])
      expect(iso(workStart(ny(local)))).toBe('2026-11-30T14:00:00.000Z')
  })

  it('reads the New York day, not the UTC day (Friday 21:00 NY is already Saturday in UTC)', () => {
    expect(iso(workStart(new Date('2026-11-28T02:00:00Z')))).toBe('2026-11-30T14:00:00.000Z')
    // Monday 01:00 UTC is still Sunday evening in New York.
    expect(iso(workStart(new Date('2026-11-30T01:00:00Z')))).toBe('2026-11-30T14:00:00.000Z')
  })
})

describe('daylight-saving changes (spring: Sunday 8 March 2026; autumn: Sunday 1 November 2026)', () => {
  it('moves 18:00 from 23:00 UTC (EST) to 22:00 UTC (EDT) in spring', () => {
    // Friday 6 March, EST: 22:59 UTC is 17:59 (open), 23:00 UTC is 18:00 (closed).
    expect(iso(workStart(new Date('2026-03-06T22:59:00Z')))).toBe('2026-03-06T22:59:00.000Z')
    // Closed: Monday 9 March 9:00 EDT is 13:00 UTC, an hour earlier in UTC than the Friday's opening.
    expect(iso(workStart(new Date('2026-03-06T23:00:00Z')))).toBe('2026-03-09T13:00:00.000Z')
    // Monday 9 March, EDT: 22:30 UTC is 18:30, closed; 21:59 UTC is 17:59, open.
    expect(iso(workStart(new Date('2026-03-09T22:30:00Z')))).toBe('2026-03-10T13:00:00.000Z')
    expect(iso(workStart(new Date('2026-03-09T21:59:00Z')))).toBe('2026-03-09T21:59:00.000Z')
  })

  it('moves 18:00 from 22:00 UTC (EDT) back to 23:00 UTC (EST) in autumn', () => {
    expect(iso(workStart(new Date('2026-10-30T21:59:59Z')))).toBe('2026-10-30T21:59:59.000Z')
    expect(iso(workStart(new Date('2026-10-30T22:00:00Z')))).toBe('2026-11-02T14:00:00.000Z')
    expect(iso(workStart(new Date('2026-11-02T22:30:00Z')))).toBe('2026-11-02T22:30:00.000Z')
    expect(iso(workStart(new Date('2026-11-02T23:00:00Z')))).toBe('2026-11-03T14:00:00.000Z')
  })

  it('Same Day Assembly over the spring change keeps the wall-clock time (Friday 17:30 EST → Monday 17:30 EDT)', () => {
    expect(iso(assemblyReadyAt(new Date('2026-03-06T22:30:00Z'), 0))).toBe('2026-03-09T21:30:00.000Z')
  })

  it('Same Day Assembly over the autumn change (Friday 17:30 EDT → Monday 17:30 EST)', () => {
    expect(iso(assemblyReadyAt(new Date('2026-10-30T21:30:00Z'), 0))).toBe('2026-11-02T22:30:00.000Z')
  })

  it('standard build and delivery across the autumn change', () => {
    const dates = packageDates(new Date('2026-10-29T14:00:00Z'), 3, 2) // Thursday 10:00 EDT
    expect(dates).toMatchObject({ assemblyDate: '2026-11-03', deliveryDate: '2026-11-05' })
  })
})

describe('assembly', () => {
  it('standard build: 3 business days after the start, weekends skipped', () => {
    expect(nyDate(assemblyReadyAt(ny('2026-11-23T10:00:00-05:00'), 3))).toBe('2026-11-26') // Monday → Thursday
    expect(nyDate(assemblyReadyAt(ny('2026-11-25T10:00:00-05:00'), 3))).toBe('2026-11-30') // Wednesday → Monday
    expect(nyDate(assemblyReadyAt(ny('2026-11-27T19:00:00-05:00'), 3))).toBe('2026-12-03') // Friday evening → Thursday
    expect(nyDate(assemblyReadyAt(ny('2026-11-24T18:00:00-05:00'), 3))).toBe('2026-11-30') // Tuesday 18:00 → Monday
    expect(nyDate(assemblyReadyAt(ny('2026-11-24T17:59:00-05:00'), 3))).toBe('2026-11-27') // Tuesday 17:59 → Friday
  })

  it('Same Day Assembly: 24 hours from the start, next business day on Fridays and weekends', () => {
    expect(iso(assemblyReadyAt(ny('2026-11-23T10:00:00-05:00'), 0))).toBe('2026-11-24T15:00:00.000Z') // Mon → Tue
    expect(iso(assemblyReadyAt(ny('2026-11-26T17:00:00-05:00'), 0))).toBe('2026-11-27T22:00:00.000Z') // Thu → Fri
    expect(nyDate(assemblyReadyAt(ny('2026-11-27T10:00:00-05:00'), 0))).toBe('2026-11-30') // Fri → Mon
    expect(nyDate(assemblyReadyAt(ny('2026-11-27T18:30:00-05:00'), 0))).toBe('2026-12-01') // Fri evening → Tue
    expect(nyDate(assemblyReadyAt(ny('2026-11-28T11:00:00-05:00'), 0))).toBe('2026-12-01') // Saturday → Tue
    expect(nyDate(assemblyReadyAt(ny('2026-11-26T18:00:00-05:00'), 0))).toBe('2026-11-30') // Thu 18:00 → Mon
  })

  it('refuses a negative or fractional number of days', () => {
    expect(() => assemblyReadyAt(ny('2026-11-23T10:00:00-05:00'), -1)).toThrow(RangeError)
    expect(() => assemblyReadyAt(ny('2026-11-23T10:00:00-05:00'), 1.5)).toThrow(RangeError)
    expect(() => deliveredAt(ny('2026-11-23T10:00:00-05:00'), Number.NaN)).toThrow(RangeError)
  })
})

describe('delivery', () => {
  it('adds the days in transit as business days after assembly', () => {
    expect(nyDate(deliveredAt(ny('2026-11-26T10:00:00-05:00'), 2))).toBe('2026-11-30') // Thu + 2 → Mon
    expect(nyDate(deliveredAt(ny('2026-11-23T10:00:00-05:00'), 1))).toBe('2026-11-24')
    expect(nyDate(deliveredAt(ny('2026-11-23T10:00:00-05:00'), 0))).toBe('2026-11-23')
  })

  it('gives every date and text of a package', () => {
    expect(packageDates(ny('2026-11-23T10:00:00-05:00'), 3, 1)).toEqual({
      assemblyTime: 3,
      assemblyLabel: '3 days',
      assemblyDate: '2026-11-26',
      deliveryDate: '2026-11-27',
      deliveryAt: Date.parse('2026-11-27T10:00:00-05:00') / 1000,
      deliveryTime: 1,
      transitLabel: '1 day',
    })
    expect(packageDates(ny('2026-11-27T19:00:00-05:00'), 0, 3)).toMatchObject({
      assemblyLabel: '24 Hours',
      assemblyDate: '2026-12-01',
      deliveryDate: '2026-12-04',
      transitLabel: '3 days',
    })
  })

  it('nyDate is the New York calendar day (late evening NY is the next day in UTC)', () => {
    expect(nyDate(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24')
  })
})

describe('texts', () => {
  it("says 'day' when 1, 'days' otherwise (checkout.md section 2)", () => {
    expect([0, 1, 2, 5].map(daysLabel)).toEqual(['0 days', '1 day', '2 days', '5 days'])
  })

  it("shows '24 Hours' for assembly time 0", () => {
    expect(assemblyLabel(0)).toBe('24 Hours')
    expect(assemblyLabel(1)).toBe('1 day')
    expect(assemblyLabel(3)).toBe('3 days')
  })

  it("shows the platform's range, '3 - 5 days' by default", () => {
    expect(DEFAULT_ASSEMBLY_DAYS_LABEL).toBe('3 - 5')
    expect(defaultAssemblyLabel(null)).toBe('3 - 5 days')
    expect(defaultAssemblyLabel('  ')).toBe('3 - 5 days')
    expect(defaultAssemblyLabel('5')).toBe('5 days')
  })
})

describe('the clock is passed in', () => {
  it('gives the same dates whatever the system clock says', () => {
    const now = ny('2026-11-27T19:00:00-05:00')
    const before = packageDates(now, 3, 2)
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'))
    expect(packageDates(now, 3, 2)).toEqual(before)
  })

  it('gives the same dates whatever the server time zone is', () => {
    const now = new Date('2026-03-06T22:30:00Z')
    const before = [iso(workStart(now)), iso(assemblyReadyAt(now, 0)), JSON.stringify(packageDates(now, 3, 2))]
    const saved = process.env.TZ
    try {
      for (const zone of ['Asia/Kolkata', 'Pacific/Auckland', 'America/Los_Angeles']) {
        process.env.TZ = zone
        expect([iso(workStart(now)), iso(assemblyReadyAt(now, 0)), JSON.stringify(packageDates(now, 3, 2))]).toEqual(
          before,
        )
      }
    } finally {
      if (saved === undefined) delete process.env.TZ
      else process.env.TZ = saved
    }
  })
})

describe('the same answers as date-fns on a TZDate', () => {
  // The earlier implementation, kept as the oracle: every step on a TZDate in New York.
  const inNY = (at: Date) => new TZDate(at.getTime(), STORE_TIME_ZONE)
  const opening = (day: TZDate) => set(day, { hours: OPENING_HOUR, minutes: 0, seconds: 0, milliseconds: 0 })
  const startOf = (now: Date): TZDate => {
    const local = inNY(now)
    if (!isWeekendTZ(local) && local.getHours() < CLOSING_HOUR)
      return local.getHours() < OPENING_HOUR ? opening(local) : local
    let day = addDays(local, 1)
    while (isWeekendTZ(day)) day = addDays(day, 1)
    return opening(day)
  }
  const readyOf = (now: Date, t: number) => addBusinessDaysTZ(startOf(now), t === 0 ? 1 : t)
  const deliveredOf = (ready: Date, t: number) => addBusinessDaysTZ(inNY(ready), t)

  it('over every 3 hours of 2026 and 2027, and the minutes around opening and closing on change weeks', () => {
    const instants: Date[] = []
    for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2028-01-01T00:00:00Z'); at += 3 * 3_600_000)
      instants.push(new Date(at))
    for (const day of ['2026-03-06', '2026-03-09', '2026-10-30', '2026-11-02', '2027-03-12', '2027-11-05'])
      for (const time of ['08:59:59', '09:00:00', '12:30:00', '17:59:59', '18:00:00', '23:59:59'])
        for (const offset of ['-05:00', '-04:00']) instants.push(new Date(`${day}T${time}${offset}`))
    for (const now of instants) {
      expect(iso(workStart(now))).toBe(iso(startOf(now)))
      for (const assembly of [0, 3]) {
        const ready = assemblyReadyAt(now, assembly)
        expect(iso(ready)).toBe(iso(readyOf(now, assembly)))
        expect(nyDate(ready)).toBe(format(inNY(ready), 'yyyy-MM-dd'))
        for (const transit of [1, 5]) expect(iso(deliveredAt(ready, transit))).toBe(iso(deliveredOf(ready, transit)))
      }
    }
  })
})
