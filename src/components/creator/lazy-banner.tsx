'use client'

import { lazy } from 'react'

// The gallery's full-size banner, in a chunk of its own (loaded on first use; lazy-parts.tsx preloads it with the
// creator's other dialogs). Apart from lazy-parts.tsx because the gallery sits inside the group sheet, which
// lazy-parts.tsx loads: one module for both would import itself.

export const loadBannerDialog = () => import('./BannerDialog')

export const BannerDialog = lazy(() => loadBannerDialog().then((m) => ({ default: m.BannerDialog })))
