'use client'

import { useEffect, useEffectEvent, useState } from 'react'

interface Options {
  /** The call to action inside the block (the block itself when absent or not found). */
  targetSelector?: string
  /**
   * Which edge of it must be above the viewport: 'bottom' (the default) once it is wholly out of view, 'top' as soon
   * as it starts leaving.
   */
  edge?: 'top' | 'bottom'
  /** Runs with the block whenever the window or the block resizes (the creator's header measures where to sit). */
  onLayout?: (block: HTMLElement) => void
}

/**
 * True exactly while the call to action of the block with id `blockId` has scrolled past the top of the viewport
 * (scrolled past, not still ahead as it is on arrival), false again once it comes back. Shared by the creator's sticky
 * header and the product page's sticky header and phone bar.
 */
export function useScrolledPast(blockId: string, { targetSelector, edge = 'bottom', onLayout }: Options = {}): boolean {
  const [shown, setShown] = useState(false)
  const layout = useEffectEvent((block: HTMLElement) => onLayout?.(block))
  useEffect(() => {
    const block = document.getElementById(blockId)
    if (!block) return
    const target = (targetSelector ? block.querySelector<HTMLElement>(targetSelector) : null) ?? block
    let frame = 0
    const check = () => {
      frame = 0
      const { top, bottom, height } = target.getBoundingClientRect()
      setShown(height > 0 && (edge === 'top' ? top < 0 : bottom <= 0))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    const resize = () => {
      layout(block)
      schedule()
    }
    resize()
    // Scrolling, including a jump straight past the button (End, an anchor), which crosses no intersection.
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', resize)
    // The layout moving the button (a group opening above it) without any scrolling.
    const seen = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(schedule)
    seen?.observe(target)
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize)
    resized?.observe(block)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', resize)
      seen?.disconnect()
      resized?.disconnect()
    }
  }, [blockId, targetSelector, edge])
  return shown
}
