'use client'

import { createContext, useContext } from 'react'

/**
 * Where option panels are drawn: the desktop list or a phone's sheet. Both may be in the page at once, so radio
 * groups are named per scope.
 */
export const PanelScope = createContext<'list' | 'sheet'>('list')

export const usePanelScope = () => useContext(PanelScope)
