import type { ReactNode } from 'react'
import { PackageOpen } from '@/components/icons'
import styles from './orders.module.css'

/** The account lists' parts (orders and returns, account.md section 9: ten a page): pages, loading and empty state. */
export function Pager({
  page,
  pages,
  label,
  onPage,
}: {
  /** 0-based. */
  page: number
  pages: number
  label: string
  onPage: (page: number) => void
}) {
  if (pages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className="button button-secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Newer
      </button>
      <span>
        Page {page + 1} of {pages}
      </span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        Older
      </button>
    </nav>
  )
}

/** Two grey cards while the list loads (LOOK.md: skeletons for lists). */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeletons} role="status" aria-label={label}>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  )
}

/** A list with nothing in it: its title, a line of text and what to do next. */
export function EmptyList({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <PackageOpen aria-hidden="true" size={32} className={styles.emptyIcon} />
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.muted}>{text}</p>
      {children}
    </div>
  )
}
