'use client'

import { useLayoutEffect, useRef } from 'react'
import { rememberOpener, restoreFocus, tryFocus } from './focus-return'

/**
 * The attribute that marks a dialog's safe choice ('NO, Cancel…', 'Cancel', the only button of a message,
 * 'Continue Shopping'): `<button data-autofocus>`. It has focus when the dialog opens, so Enter never confirms a
 * destructive choice at once.
 */
const AUTOFOCUS_ATTRIBUTE = 'data-autofocus'

/**
 * Opens a native <dialog> as a modal when it mounts and closes it when it unmounts: the browser traps focus,
 * makes the page behind it inert and sends Escape as a `cancel` event. On open the element marked
 * `data-autofocus` takes focus (once it is enabled, if it waits on something); on close focus goes back to the
 * control that opened the dialog, to its replacement when React re-rendered it away, or to a control near it.
 */
export function useModal() {
  const ref = useRef<HTMLDialogElement>(null)
  // A layout effect: it runs before the browser paints (no flash of the page's focus) and, on unmount, while the
  // dialog is still in the document, so closing it lets the browser hand focus back the usual way first.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = rememberOpener(dialog)
    if (!dialog.open) dialog.showModal()
    const stopWaiting = focusSafeChoice(dialog)
    return () => {
      stopWaiting()
      if (dialog.open) dialog.close()
      // After React has finished this commit (the opener may be replaced in it), and only when focus was lost.
      queueMicrotask(() => {
        if (dialog.isConnected && dialog.open) return // re-opened (React's strict mode mounts effects twice)
        const active = document.activeElement
        const lost = !active || active === document.body || active === document.documentElement
        if (lost || dialog.contains(active)) restoreFocus(opener)
      })
    }
  }, [])
  return ref
}

/** Focuses the dialog's safe choice; when it is disabled for now, as soon as it is enabled. Returns a stop. */
function focusSafeChoice(dialog: HTMLDialogElement): () => void {
  const safe = dialog.querySelector<HTMLElement>(`[${AUTOFOCUS_ATTRIBUTE}]`)
  if (!safe) return () => {}
  if (tryFocus(safe)) return () => {}
  // Disabled while something runs (Added to Cart while the line is being added): take focus once enabled, unless
  // the shopper has moved it to another control of the dialog meanwhile.
  const placed = document.activeElement // where the browser put it on opening
  const observer = new MutationObserver(() => {
    const active = document.activeElement
    const untouched = !active || active === placed || active === document.body || !dialog.contains(active)
    if (!untouched) return observer.disconnect()
    if (tryFocus(safe)) observer.disconnect()
  })
  observer.observe(safe, { attributes: true, attributeFilter: ['disabled', 'inert', 'hidden'] })
  return () => observer.disconnect()
}
