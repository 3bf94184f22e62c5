'use client'

import { useEffect, useState } from 'react'
import { FormAlert } from '@/components/forms/FormAlert'
import { takeFlash } from './flash'

/** Shows the message the previous page left (`setFlash`), once: e.g. on My Settings after a password reset. */
export function Flash() {
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => setMessage(takeFlash()), [])
  return <FormAlert tone="success" message={message} />
}
