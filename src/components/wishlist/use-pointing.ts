'use client'

import { useCallback, useRef, useState } from 'react'

/**
 * Whether a button is pointed at (hovered) or has focus, apart: a modal takes focus and gives it back while the
 * pointer has long left. Focus is followed with native listeners (focus handed back by a closing modal arrives while
 * React commits, where its own onFocus is not told), attached through a callback ref so a button that appears later
 * (a cart line's control) is followed too.
 */
export function usePointing() {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const element = useRef<HTMLButtonElement | null>(null)
  const detach = useRef<(() => void) | null>(null)
  const ref = useCallback((button: HTMLButtonElement | null) => {
    detach.current?.()
    detach.current = null
    element.current = button
    if (!button) return
    const on = () => setFocused(true)
    const off = () => setFocused(false)
    button.addEventListener('focus', on)
    button.addEventListener('blur', off)
    if (document.activeElement === button) on()
    detach.current = () => {
      button.removeEventListener('focus', on)
      button.removeEventListener('blur', off)
    }
  }, [])
  return {
    ref,
    element,
    pointing: hovered || focused,
    focused,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
  }
}
