/**
 * OAuth for the peer: POST /v1/oauth2/token with the app's client id and secret (HTTP Basic) gives a Bearer token
 * that the API routes require, as PayPal's client-credentials flow does.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { paypalId } from './ids'
import type { Reply } from './router'

export interface TokenOptions {
  clientId: string
  clientSecret: string
  ttlSeconds: number
}

/** Issues and checks access tokens. */
export function createTokens({ clientId, clientSecret, ttlSeconds }: TokenOptions) {
  const tokens = new Map<string, number>()
  let issued = 0

  return {
    /** The /v1/oauth2/token answer: 401 invalid_client for wrong credentials. */
    issue(request: IncomingMessage, body: string): Reply {
      const [scheme, encoded = ''] = (request.headers.authorization ?? '').split(' ')
      const [id, ...secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':')
      if (scheme?.toLowerCase() !== 'basic' || id !== clientId || secret.join(':') !== clientSecret) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } }
      }
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } }
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`
      tokens.set(token, Date.now() + ttlSeconds * 1000)
      issued++
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-PADFORGEPEER',
          expires_in: ttlSeconds,
          nonce: `${new Date().toISOString()}${paypalId(20)}`,
        },
      }
    },

    /** Whether the request carries a live Bearer token. */
    valid(request: IncomingMessage): boolean {
      const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')
      const expires = match ? tokens.get(match[1]!) : undefined
      return expires !== undefined && expires > Date.now()
    },

    revoke: () => tokens.clear(),
    count: () => issued,
  }
}

/** The peer's token desk, as `createTokens` makes it. */
export type Tokens = ReturnType<typeof createTokens>
