import type { Metadata } from 'next'
import Link from 'next/link'
import styles from '@/components/affiliates/affiliates.module.css'
import { LinkGenerator } from '@/components/affiliates/LinkGenerator'
import { Breadcrumbs } from '@/components/Breadcrumbs'

export const metadata: Metadata = {
  title: 'Affiliate link generator · Padforge',
  description: 'Make a tracked link to any Padforge page for your partner account.',
}

/** The partner link generator (account.md sections 1, 5): the same page for everybody; the work is in the browser. */
export default function AffiliatesPage() {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Affiliates' }]} />
      <h1 className={styles.title}>Affiliate link generator</h1>
      <p className={styles.intro}>
        Link to any page of the store: the controllers, a listing, a product. Orders through your link earn your
        commission. Not a partner yet? <Link href="/contact-us">Tell us about your site</Link>.
      </p>
      <LinkGenerator />
    </div>
  )
}
