'use client'

import { CircleCheck, Pencil, Star, Trash2 } from '@/components/icons'
import { addressLines } from '@/lib/address'
import styles from './addresses.module.css'
import type { AddressRecord } from './types'

interface Props {
  record: AddressRecord
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onMakePrimary: () => void
}

/** One saved address: who receives it, its lines, the primary badge, and its actions. */
export function AddressCard({ record, busy, onEdit, onDelete, onMakePrimary }: Props) {
  const { address } = record
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ')
  const lines = addressLines(address)
  const label = lines[0] ?? 'Address'
  return (
    <li className={styles.card} data-primary={record.is_primary} aria-busy={busy}>
      <div className={styles.cardHead}>
        {name && <p className={styles.name}>{name}</p>}
        {record.is_primary && (
          <span className={styles.badge}>
            <CircleCheck aria-hidden="true" size={14} />
            Primary
          </span>
        )}
      </div>
      <address className={styles.lines}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {address.phone && <span className={styles.muted}>{address.phone}</span>}
      </address>
      <div className={styles.cardActions}>
        {!record.is_primary && (
          <button
            type="button"
            className={styles.action}
            onClick={onMakePrimary}
            disabled={busy}
            aria-label={`Make primary: ${label}`}
          >
            <Star aria-hidden="true" size={16} />
            Make primary
          </button>
        )}
        <button type="button" className={styles.action} onClick={onEdit} disabled={busy} aria-label={`Edit: ${label}`}>
          <Pencil aria-hidden="true" size={16} />
          Edit
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete: ${label}`}
        >
          <Trash2 aria-hidden="true" size={16} />
          Delete
        </button>
      </div>
    </li>
  )
}
