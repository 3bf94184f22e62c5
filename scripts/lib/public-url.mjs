// The production server's check of PUBLIC_SERVER_URL (issue 50 item 11). Links that leave the store (mails, referral
// and partner links) must name the address shoppers use; without it they name http://localhost:<PORT>
// (src/security/origins.ts), which is right on the machine itself only. Redirects within the store are relative, so
// they do not depend on it.

/** The warning a production start logs once when PUBLIC_SERVER_URL is not set; null when it is, or not in production. */
export function publicUrlWarning(env) {
  if (env.NODE_ENV !== 'production' || env.PUBLIC_SERVER_URL?.trim()) return null
  const port = env.PORT?.trim() || '3000'
  return (
    `PUBLIC_SERVER_URL is not set: links in e-mails and referral links will point to http://localhost:${port}, ` +
    'which works on this machine only. Set it to the address shoppers use (e.g. https://shop.example.com).'
  )
}
