'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { type ErrorModalContent, errorModalContent } from '@/lib/error-modal'
import { ERROR_EVENT } from './show'

// The modal's code loads with the first error only.
const ErrorModal = dynamic(() => import('./ErrorModal').then((m) => m.ErrorModal))

/** Shows the Error modal for each `showError(...)` (the latest one, when several come at once). */
export function ErrorHost() {
  const [content, setContent] = useState<ErrorModalContent | null>(null)
  useEffect(() => {
    const onError = (event: Event) => setContent(errorModalContent((event as CustomEvent<unknown>).detail))
    window.addEventListener(ERROR_EVENT, onError)
    return () => window.removeEventListener(ERROR_EVENT, onError)
  }, [])
  return content ? <ErrorModal content={content} onClose={() => setContent(null)} /> : null
}
