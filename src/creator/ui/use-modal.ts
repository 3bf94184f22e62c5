'use client'

import { useEffect, useRef } from 'react'

/**
 * Opens a native <dialog> as a modal when it mounts and closes it when it unmounts: the browser traps focus,
 * makes the page behind it inert and sends Escape as a `cancel` event.
 */
export function useModal() {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return ref
}
