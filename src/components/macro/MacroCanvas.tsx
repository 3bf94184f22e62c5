'use client'

import { useEffect, useRef } from 'react'

/** storefront.md section 9: the macro page's canvas animates at 12 frames per second. */
export const MACRO_CANVAS_FPS = 12

/** One macro, replayed: the face buttons light up in order, as a remapped back button fires them. */
const SEQUENCE = [0, 2, 1, 3, 0, 0, 3]
const BUTTONS = [
  { dx: 0, dy: -1, color: '#4ade80' },
  { dx: 1, dy: 0, color: '#f87171' },
  { dx: -1, dy: 0, color: '#f472b6' },
  { dx: 0, dy: 1, color: '#60a5fa' },
]

/**
 * The decorative animated canvas of the macro remap page (storefront.md section 2): a controller's face buttons firing
 * a macro in turn, at 12 frames per second. Hidden from assistive technology; one still frame when the shopper asked
 * for reduced motion.
 */
export function MacroCanvas({ className }: { className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const canvas = ref.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context) return
    let frame = 0
    const draw = () => {
      const { width, height } = canvas
      context.clearRect(0, 0, width, height)
      const step = Math.floor(frame / 3) % (SEQUENCE.length + 2)
      const lit = step < SEQUENCE.length ? SEQUENCE[step] : -1
      const r = Math.min(width, height) / 9
      const cx = width / 2
      const cy = height / 2
      context.lineWidth = 3
      for (const [i, b] of BUTTONS.entries()) {
        context.beginPath()
        context.arc(cx + b.dx * r * 2.2, cy + b.dy * r * 2.2, r, 0, Math.PI * 2)
        context.fillStyle = i === lit ? b.color : 'rgba(255,255,255,0.08)'
        context.strokeStyle = b.color
        context.fill()
        context.stroke()
      }
      // The macro's trail: one bar per step played so far.
      const bars = Math.min(step + 1, SEQUENCE.length)
      for (let i = 0; i < bars; i += 1) {
        context.fillStyle = BUTTONS[SEQUENCE[i] ?? 0]?.color ?? '#fff'
        context.fillRect(12 + i * 18, height - 18, 12, 8)
      }
      frame += 1
    }
    draw()
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = window.setInterval(draw, 1000 / MACRO_CANVAS_FPS)
    return () => window.clearInterval(timer)
  }, [])
  return (
    <div aria-hidden="true">
      <canvas ref={ref} className={className} width={320} height={240} data-macro-canvas />
    </div>
  )
}
