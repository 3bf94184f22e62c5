import { defaultLoggerOptions } from 'payload'
import type { LoggerOptions } from 'pino'
import { isClientFault } from './client-faults'

const ERROR_LEVEL = 50

/**
 * One line for a client's fault, or null for a real one. Payload logs every error it answers (`logError`: `{ err }`
 * at ERROR, a 25-line stack): a refused filter, a missing document, a 401 are the client's doing (a 4xx status, or
 * a value Postgres refused) and say so in one WARN line; anything else keeps its ERROR and stack.
 */
export function clientFaultLine(entry: unknown): string | null {
  if (!entry || typeof entry !== 'object' || !('err' in entry)) return null
  const err = (entry as { err: unknown }).err
  if (!err || typeof err !== 'object') return null
  // GraphQL wraps the operation's error (`originalError`), which carries the status.
  const original = (err as { originalError?: unknown }).originalError
  const status = Number((err as { status?: unknown }).status ?? (original as { status?: unknown } | null)?.status)
  const clientStatus = status >= 400 && status < 500
  if (!clientStatus && !isClientFault(err) && !(original && isClientFault(original))) return null
  const { name = 'Error', message = '' } = err as { name?: string; message?: string }
  const text = String(message).replace(/\s+/g, ' ').slice(0, 300)
  return `client fault (${clientStatus ? status : 400}) ${name}: ${text}`
}

/** Payload's logger (its pretty output), with client faults written as one WARN line (`clientFaultLine`). */
export function storeLogger(): { options: LoggerOptions; destination: typeof defaultLoggerOptions } {
  return {
    options: {
      hooks: {
        logMethod(args, method, level) {
          const line = level >= ERROR_LEVEL ? clientFaultLine(args[0]) : null
          if (line) return this.warn(line)
          return method.apply(this, args as Parameters<typeof method>)
        },
      },
    },
    destination: defaultLoggerOptions,
  }
}
