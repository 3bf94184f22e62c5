'use client'

import { Info } from 'lucide-react'
import { useEffect, useState } from 'react'
import styles from './compare.module.css'

/** storefront.md section 9: toasts last 6000 ms. */
export const TOAST_MS = 6000

/** A message shown for 6 s, again when the same text is set anew (`key` changes). */
export function useToast(): [{ text: string; key: number } | null, (text: string) => void] {
  const [toast, setToast] = useState<{ text: string; key: number } | null>(null)
  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(() => setToast(null), TOAST_MS)
    return () => window.clearTimeout(timer)
  }, [toast])
  return [toast, (text: string) => setToast({ text, key: Date.now() })]
}

/** The live region a compare message appears in (above the compare bar). */
export function CompareToast({ toast }: { toast: { text: string; key: number } | null }) {
  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {toast && (
        <p key={toast.key} className={styles.toast} data-compare-message>
          <Info aria-hidden="true" size={18} className={styles.toastIcon} />
          {toast.text}
        </p>
      )}
    </div>
  )
}
