import Link from 'next/link'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { Mail } from '@/components/icons'
import { RichText } from '@/components/RichText'
import { HELP_LINKS } from '@/lib/help-links'
import type { Page } from '@/payload-types'
import { getSiteSettings } from '@/storefront/site-settings'
import styles from './page.module.css'

/** A `pages` doc of kind 'content': title and Lexical body, with the help pages beside it. */
export async function ContentPage({ page }: { page: Page }) {
  const settings = await getSiteSettings()
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: page.title }]} />
      <div className={styles.contentLayout}>
        <article className={styles.article}>
          <h1 className={styles.articleTitle}>{page.title}</h1>
          {page.content ? (
            <RichText data={page.content} />
          ) : (
            <p className={styles.muted}>This page has no content yet.</p>
          )}
        </article>
        <aside className={styles.aside} aria-labelledby="help-title">
          <h2 id="help-title" className={styles.asideTitle}>
            Help and policies
          </h2>
          <ul className={styles.asideLinks}>
            {HELP_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} aria-current={l.href === page.path ? 'page' : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          {settings.supportEmail && (
            <p className={styles.asideSupport}>
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            </p>
          )}
        </aside>
      </div>
    </div>
  )
}
