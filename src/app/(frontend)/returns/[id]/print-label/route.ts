import { returnPath, signInHref } from '@/lib/routes/account'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'private, no-store' }

/**
 * A redirect within the store, by path only: the browser stays on the host it used. (Next gives a route handler a
 * request URL on the server's own hostname, `localhost`, whatever the browser asked for; a Location built from it
 * would send a shopper on 127.0.0.1 to localhost, without their session cookie.)
 */
const seeOther = (path: string) => new Response(null, { status: 303, headers: { ...noStore, Location: path } })

/**
 * A return's label to print (account.md section 2: /returns/{id}/print-label), for the customer whose return it is:
 * shown inline so the browser's viewer prints it. Signed out → sign-in and back; not theirs → 404; not there yet →
 * the return's summary, which says it comes by e-mail within 24 hours.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const rmaId = /^\d{1,9}$/.test(id) ? Number(id) : null
  if (!rmaId) return new Response('Not found', { status: 404, headers: noStore })
  const [{ default: config }, { getPayload }, { labelFileOf }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/plugins/returns'),
  ])
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'users') return seeOther(signInHref(`/returns/${rmaId}/print-label`))
  const label = await labelFileOf(payload, Number(user.id), rmaId)
  if (!label) return new Response('Not found', { status: 404, headers: noStore })
  if (label.kind === 'not-ready') return seeOther(returnPath(rmaId))
  if (label.kind === 'url') return Response.redirect(label.url, 303)
  return new Response(new Uint8Array(label.body), {
    headers: {
      ...noStore,
      'Content-Type': label.mimeType,
      'Content-Disposition': `inline; filename="return-label-${rmaId}${label.filename.endsWith('.pdf') ? '.pdf' : ''}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
