import { describe, expect, it } from 'vitest'
import {
  CARRIERS,
  carrierOf,
  DHL_NOT_AVAILABLE,
  trackingNumberProblem,
  trackingUrl,
} from '../../../src/lib/tracking/carriers'

describe('carriers', () => {
  it('lists USPS, UPS, FedEx and DHL with their EasyPost codes', () => {
    expect(CARRIERS.map((c) => [c.id, c.name, c.easyPostCode])).toEqual([
      ['usps', 'USPS', 'USPS'],
      ['ups', 'UPS', 'UPS'],
      ['fedex', 'FedEx', 'FedEx'],
      ['dhl', 'DHL', 'DHLExpress'],
    ])
    expect(DHL_NOT_AVAILABLE).toMatch(/^Track Your Package option is not available at the moment\./)
  })

  it('finds a carrier by id, name or EasyPost code whatever the case, null when unknown', () => {
    expect(carrierOf('fedex')?.name).toBe('FedEx')
    expect(carrierOf('FEDEX')?.id).toBe('fedex')
    expect(carrierOf(' Usps ')?.id).toBe('usps')
    expect(carrierOf('dhlexpress')?.id).toBe('dhl')
    expect(carrierOf('OnTrac')).toBeNull()
    expect(carrierOf('')).toBeNull()
    expect(carrierOf('constructor')).toBeNull()
  })

  it('builds each public tracking URL with the number encoded', () => {
    expect(trackingUrl('usps', '9400100000000000000000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    )
    expect(trackingUrl('UPS', ' 1Z 999 AA1 ')).toBe('https://www.ups.com/track?tracknum=1Z%20999%20AA1')
    expect(trackingUrl(carrierOf('fedex')!, 'a/b?c=d&e#f')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=a%2Fb%3Fc%3Dd%26e%23f',
    )
    expect(trackingUrl('dhl', '12 34/56')).toBe(
      'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=12%2034%2F56',
    )
    expect(trackingUrl('pigeon', '1234')).toBeNull()
  })

  it('takes 4 to 40 letters, digits, spaces or dashes once trimmed', () => {
    for (const good of ['1234', ' 1Z999AA10123456784 ', '9400 1000 0000', 'JD-0146-0000', 'a'.repeat(40)])
      expect(trackingNumberProblem(good), good).toBeNull()
    for (const bad of ['', '   ', '123', '12/34', '1234;', 'a'.repeat(41), '- - - -', 'ÄÖÜß1'])
      expect(trackingNumberProblem(bad), bad).toBe('Enter a tracking number of 4 to 40 letters or digits.')
  })
})
