'use client'

import { useEffect, useState } from 'react'
import { shipsInText } from '@/lib/orders/order-dates'

/** account.md "processed": 'Your order ships in Xh Ymin Zsec', ticking each second until anticipatedShippedAt. */
export function ShipsIn({ at }: { at: string }) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  const text = shipsInText(at, now)
  return text ? <span role="timer">{text}</span> : <span>Ships today</span>
}
