'use client'

import { ConfirmModal } from '@/components/modal/ConfirmModal'

export const DELETE_REVIEW_QUESTION = 'Are you sure want to delete this review?'

/** The spec's review delete confirmation, as the store's modal confirmation (Escape and the safe answer say no). */
export function ConfirmDelete({ onAnswer, busy }: { onAnswer: (yes: boolean) => void; busy: boolean }) {
  return (
    <ConfirmModal
      title="Delete review"
      message={DELETE_REVIEW_QUESTION}
      yes={busy ? 'Deleting…' : 'Yes, Delete'}
      no="No, Cancel"
      onAnswer={onAnswer}
      busy={busy}
    />
  )
}
