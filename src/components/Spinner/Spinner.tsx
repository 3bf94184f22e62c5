import type { CSSProperties } from 'react'
import styles from './Spinner.module.css'

interface Props {
  /** Width and height in pixels. */
  size?: number
  /** `onAccent` inside an accent-filled button; else the accent on a light ring. */
  tone?: 'default' | 'onAccent'
  /** Placement only (margin, position): the ring's look is this component's. */
  className?: string
}

/** A spinning ring for a wait the shopper sees; hidden from assistive technology (the text beside it says what). */
export function Spinner({ size = 18, tone = 'default', className }: Props) {
  const classes = [styles.spinner, tone === 'onAccent' && styles.onAccent, className].filter(Boolean).join(' ')
  return <span className={classes} style={{ '--spinner-size': `${size}px` } as CSSProperties} aria-hidden="true" />
}
