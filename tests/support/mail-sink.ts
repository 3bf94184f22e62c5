/**
 * A real SMTP server for tests: it accepts every mail (auth optional, no TLS), parses it with mailparser and keeps it
 * in memory. In-process for integration tests (`startMailSink()`), or as its own process for the end-to-end tests
 * with a small HTTP JSON API that Playwright reads:
 *
 *   node --import tsx tests/support/mail-sink.ts --smtp-port 2526 --http-port 2527
 *   GET /messages?to=a@b.c   the mails to that address (all without ?to), oldest first
 *   DELETE /messages         forget every mail
 */
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type { ParsedMail }

export interface MailSink {
  /** smtp://127.0.0.1:<port> */
  url: string
  messages: ParsedMail[]
  /** Resolves with the first mail (already there or arriving) that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>
  stop(): Promise<void>
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  )

/** Every recipient of a parsed mail (to, cc), lower-cased. */
export const recipientsOf = (mail: ParsedMail): string[] => [...addressesOf(mail.to), ...addressesOf(mail.cc)]

export async function startMailSink(options: { port?: number; host?: string } = {}): Promise<MailSink> {
  const messages: ParsedMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true, // tests send credentials in smtp://user:pass@ URLs over plain TCP
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  const host = options.host ?? '127.0.0.1'
  server.listen(options.port ?? 0, host)
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo

  const waitFor = (predicate: (mail: ParsedMail) => boolean, timeoutMs = 10_000) =>
    new Promise<ParsedMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(predicate)
        if (!found) return false
        waiters.delete(wake)
        clearTimeout(timer)
        resolve(found)
        return true
      }
      const wake = () => void check()
      const timer = setTimeout(() => {
        waiters.delete(wake)
        reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`))
      }, timeoutMs)
      waiters.add(wake)
      check()
    })

  return {
    url: `smtp://${host}:${port}`,
    messages,
    waitFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The JSON Playwright reads: the parts a test asserts on. */
export const mailJson = (mail: ParsedMail) => ({
  from: mail.from?.text ?? '',
  to: recipientsOf(mail),
  replyTo: mail.replyTo?.text ?? '',
  subject: mail.subject ?? '',
  text: mail.text ?? '',
  html: typeof mail.html === 'string' ? mail.html : '',
  date: mail.date?.toISOString() ?? null,
})

export function serveMailSink(sink: MailSink, port: number, host = '127.0.0.1'): Server {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`)
    if (url.pathname !== '/messages') {
      res.writeHead(404).end()
      return
    }
    if (req.method === 'DELETE') {
      sink.messages.length = 0
      res.writeHead(204).end()
      return
    }
    const to = url.searchParams.get('to')?.toLowerCase()
    const list = sink.messages.filter((mail) => !to || recipientsOf(mail).includes(to)).map(mailJson)
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(list))
  })
  server.listen(port, host)
  return server
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number`)
  return value
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sink = await startMailSink({ port: argument('--smtp-port', 2526) })
  const httpPort = argument('--http-port', 2527)
  serveMailSink(sink, httpPort)
  console.log(`Mail sink: SMTP ${sink.url}, messages at http://127.0.0.1:${httpPort}/messages`)
}
