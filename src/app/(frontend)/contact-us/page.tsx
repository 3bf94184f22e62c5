import type { Metadata } from 'next'
import Link from 'next/link'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ContactForm } from '@/components/forms/ContactForm'
import { Clock, Mail } from '@/components/icons'
import { RichText } from '@/components/RichText'
import { HELP_LINKS } from '@/lib/help-links'
import { getPageByPath } from '@/storefront/pages'
import { getSiteSettings } from '@/storefront/site-settings'
import styles from './page.module.css'

const PATH = '/contact-us'

// Rendered per request, never at `next build` (a route without parameters would keep its build-time render, made
// with an empty database): the HTML is the same for everybody and its data comes from the data cache, so a render
// costs a few milliseconds. docs/caching.md ("Routes").
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPath(PATH)
  return {
    title: page?.seo?.title || 'Contact Us · Padforge',
    description: page?.seo?.description || 'Send the Padforge workshop a message.',
  }
}

/**
 * /contact-us: the same page for everybody (the content page at this path, editable in the admin, as its
 * introduction) with the contact form as a client island; a signed-in shopper's name is filled in by the browser.
 */
export default async function ContactUsPage() {
  const [page, settings] = await Promise.all([getPageByPath(PATH), getSiteSettings()])
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: page?.title || 'Contact Us' }]} />
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="contact-title">
          <h1 id="contact-title" className={styles.title}>
            {page?.title || 'Contact Us'}
          </h1>
          <div className={styles.intro}>
            {page?.content ? (
              <RichText data={page.content} />
            ) : (
              <p>Questions about a build or an order? Send us a message and we answer within one business day.</p>
            )}
          </div>
          <ContactForm />
        </section>
        <aside className={styles.aside} aria-labelledby="contact-help">
          <h2 id="contact-help" className={styles.asideTitle}>
            Other ways to reach us
          </h2>
          {settings.supportEmail && (
            <p className={styles.asideLine}>
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            </p>
          )}
          <p className={styles.asideLine}>
            <Clock aria-hidden="true" size={18} />
            <span>Answers within one business day</span>
          </p>
          <h2 className={styles.asideTitle}>Help and policies</h2>
          <ul className={styles.asideLinks}>
            {HELP_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} aria-current={l.href === PATH ? 'page' : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  )
}
