import { describe, expect, it } from 'vitest'
import { measurementFrom, refundRequest, tagManagerFrom, tagManagerScriptUrl } from '../../../src/lib/analytics'

describe('the tag manager’s configuration', () => {
  it('none without a container id, or with one that is not GTM-…', () => {
    expect(tagManagerFrom({})).toBeNull()
    expect(tagManagerFrom({ TAG_MANAGER_ID: '' })).toBeNull()
    expect(tagManagerFrom({ TAG_MANAGER_ID: 'UA-12345-1' })).toBeNull()
    expect(tagManagerFrom({ TAG_MANAGER_ID: 'GTM-ab"><script>' })).toBeNull()
  })

  it('Google’s host by default; another https origin, or http on this machine only', () => {
    expect(tagManagerFrom({ TAG_MANAGER_ID: ' GTM-AB12CD ' })).toEqual({
      id: 'GTM-AB12CD',
      url: 'https://www.googletagmanager.com',
    })
    expect(tagManagerFrom({ TAG_MANAGER_ID: 'GTM-AB12CD', TAG_MANAGER_URL: 'https://tags.example.com/x/' })?.url).toBe(
      'https://tags.example.com',
    )
    expect(tagManagerFrom({ TAG_MANAGER_ID: 'GTM-AB12CD', TAG_MANAGER_URL: 'http://127.0.0.1:12450' })?.url).toBe(
      'http://127.0.0.1:12450',
    )
    expect(tagManagerFrom({ TAG_MANAGER_ID: 'GTM-AB12CD', TAG_MANAGER_URL: 'http://tags.example.com' })).toBeNull()
    expect(tagManagerFrom({ TAG_MANAGER_ID: 'GTM-AB12CD', TAG_MANAGER_URL: 'javascript:alert(1)' })).toBeNull()
  })

  it('gtm.js of the container', () => {
    expect(tagManagerScriptUrl({ id: 'GTM-AB12CD', url: 'https://www.googletagmanager.com' })).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
    )
  })
})

describe('the Measurement Protocol', () => {
  it('needs both the measurement id and the API secret', () => {
    expect(measurementFrom({ GA_MEASUREMENT_ID: 'G-ABC123' })).toBeNull()
    expect(measurementFrom({ GA_API_SECRET: 's3cret' })).toBeNull()
    expect(measurementFrom({ GA_MEASUREMENT_ID: 'GTM-ABC123', GA_API_SECRET: 's3cret' })).toBeNull()
    expect(measurementFrom({ GA_MEASUREMENT_ID: 'G-ABC123', GA_API_SECRET: 's3cret' })).toEqual({
      measurementId: 'G-ABC123',
      apiSecret: 's3cret',
      url: 'https://www.google-analytics.com',
    })
  })

  it('a refund: the order number as transaction_id, the amount in USD, one client id per order', () => {
    const config = { measurementId: 'G-ABC123', apiSecret: 'a&b', url: 'http://127.0.0.1:12450' }
    expect(refundRequest(config, { orderId: 'PF-10042', amount: 2550, refundId: 31 })).toEqual({
      url: 'http://127.0.0.1:12450/mp/collect?measurement_id=G-ABC123&api_secret=a%26b',
      body: {
        client_id: 'order.PF-10042',
        events: [
          {
            name: 'refund',
            params: { currency: 'USD', transaction_id: 'PF-10042', value: 25.5, refund_id: '31' },
          },
        ],
      },
    })
  })
})
