'use client'

import { createContext, type ReactNode, useContext } from 'react'
import type { BodyProduct } from '@/creator/body-products'
import type { AdminMode } from '../../../creator/admin-types'

/**
 * How the creator is being used on this page (creator.md sections 4 and 6), for the option components:
 * - `mode`: 'view' for every shopper; an admin switches to 'create' (creator route) or 'edit' (product page);
 * - `productId`: the prebuilt product shown (/configured-controller/{id}), null on a creator route. "In view mode on
 *   an existing product the shell-change checkbox is hidden": `mode === 'view' && productId !== null`;
 * - `admin`: the signed-in user is an admin (decided by the server): values show 'In Stock: n' (`stockTooltip`);
 * - `bodyProducts`: on a product page, the prebuilt product each Xbox Elite body opens ("In view mode, choosing a
 *   body navigates to that platform product's page"), by body value id.
 */
export interface CreatorMode {
  mode: AdminMode
  productId: number | null
  admin: boolean
  bodyProducts?: Record<number, BodyProduct>
}

const DEFAULT: CreatorMode = { mode: 'view', productId: null, admin: false }

const CreatorModeContext = createContext<CreatorMode>(DEFAULT)

export function CreatorModeProvider({ value, children }: { value: CreatorMode; children: ReactNode }) {
  return <CreatorModeContext.Provider value={value}>{children}</CreatorModeContext.Provider>
}

/** The page's creator mode; shoppers on a creator route get view mode, no product, not admin. */
export const useCreatorMode = (): CreatorMode => useContext(CreatorModeContext)

/** Hides the shell-change checkbox: view mode on an existing product. */
export const hidesShellChange = (mode: CreatorMode): boolean => mode.mode === 'view' && mode.productId !== null

/** The admin's on-hand stock tooltip of a value ('In Stock: n'); undefined for everyone else. */
export const stockTooltip = (mode: CreatorMode, value: { stock: number }): string | undefined =>
  mode.admin ? `In Stock: ${value.stock}` : undefined

/** The product page choosing this body opens: view mode on a product, Xbox Elite body grid only. */
export const bodyProductOf = (mode: CreatorMode, template: string, valueId: number): BodyProduct | undefined =>
  mode.mode === 'view' && mode.productId !== null && template === 'elite-body-grid'
    ? mode.bodyProducts?.[valueId]
    : undefined
