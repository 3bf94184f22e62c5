'use client'

import { useEffect } from 'react'
import { rememberView } from './storage'

/** Remembers that this product was viewed (in the browser; a customer's history is kept when a slider next asks). */
export function RecordView({ productId }: { productId: number }) {
  useEffect(() => rememberView(productId), [productId])
  return null
}
