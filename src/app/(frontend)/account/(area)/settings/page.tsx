import type { Metadata } from 'next'
import styles from '@/components/account/account.module.css'
import { SettingsForm } from '@/components/account/settings/SettingsForm'
import { Flash } from '@/components/auth/Flash'

export const metadata: Metadata = { title: 'My Settings · Padforge' }

export default function SettingsPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>My Settings</h1>
      {/* The message a previous page left for this one ("Your password was changed and you are signed in."). */}
      <Flash />
      <section className={styles.card} aria-label="Your details">
        <SettingsForm />
      </section>
    </>
  )
}
