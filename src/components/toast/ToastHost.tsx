'use client'

import { useEffect, useRef, useState } from 'react'
import { CircleCheck, Info, X } from '@/components/icons'
import { TOAST_EVENT, TOAST_MS, type ToastMessage } from './show'
import styles from './Toast.module.css'

interface Toast extends ToastMessage {
  key: number
}

/**
 * The storefront's one toast region (bottom centre, above the compare bar when it shows). A message stays 6 s, again in
 * full when the same text comes anew; pointing at it or focusing it holds it (WCAG 2.2.1), and it can be closed.
 */
export function ToastHost() {
  const [toast, setToast] = useState<Toast | null>(null)
  const [held, setHeld] = useState(false)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const onToast = (event: Event) => {
      const message = (event as CustomEvent<ToastMessage | null>).detail
      setToast(message?.text ? { ...message, key: Date.now() } : null)
    }
    window.addEventListener(TOAST_EVENT, onToast)
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [])

  // Held while pointed at or focused within (listeners on the element: holding is not an action of its own).
  const shown = toast?.key
  useEffect(() => {
    const box = ref.current
    if (!shown || !box) return
    const hold = () => setHeld(true)
    const release = () => setHeld(false)
    const events = [
      ['mouseenter', hold],
      ['mouseleave', release],
      ['focusin', hold],
      ['focusout', release],
    ] as const
    for (const [name, listener] of events) box.addEventListener(name, listener)
    return () => {
      for (const [name, listener] of events) box.removeEventListener(name, listener)
      setHeld(false)
    }
  }, [shown])

  useEffect(() => {
    if (!toast || held) return
    const timer = window.setTimeout(() => setToast(null), TOAST_MS)
    return () => window.clearTimeout(timer)
  }, [toast, held])

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div key={toast.key} className={styles.toast} data-toast data-tone={toast.tone} ref={ref}>
          {toast.tone === 'success' ? (
            <CircleCheck aria-hidden="true" size={18} className={styles.icon} />
          ) : (
            <Info aria-hidden="true" size={18} className={styles.icon} />
          )}
          <p className={styles.text}>{toast.text}</p>
          <button type="button" className={styles.close} aria-label="Close message" onClick={() => setToast(null)}>
            <X aria-hidden="true" size={16} />
          </button>
        </div>
      )}
    </div>
  )
}
