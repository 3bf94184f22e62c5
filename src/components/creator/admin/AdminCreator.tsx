'use client'

import { useState } from 'react'
import type { BodyProduct } from '@/creator/body-products'
import type { Selection } from '@/creator/selection'
import type { CreatorView } from '@/creator/view'
import type { AdminLabel, AdminMode, AdminProduct } from '../../../creator/admin-types'
import { Creator } from '../Creator'
import { AdminBar } from './AdminBar'
import { CreatorModeProvider } from './context'

interface Props {
  view: CreatorView
  cartPath: string
  initial?: Selection
  title?: string
  /** The prebuilt product on the page (its /configured-controller/{id}); none on a creator route. */
  product?: AdminProduct | null
  labels: AdminLabel[]
  /** The product page each Xbox Elite body opens in view mode (see CreatorMode). */
  bodyProducts?: Record<number, BodyProduct>
}

/**
 * The creator with the admin mode bar, for pages rendered for an admin (the server decides; the bar's endpoints
 * check again). A client component because the bar is a render prop reading the creator's live configuration. The
 * mode is shared with the option components through `CreatorModeProvider`.
 */
export function AdminCreator({ view, cartPath, initial, title, product = null, labels, bodyProducts }: Props) {
  const [mode, setMode] = useState<AdminMode>('view')
  return (
    <CreatorModeProvider value={{ mode, productId: product?.id ?? null, admin: true, bodyProducts }}>
      <Creator
        view={view}
        cartPath={cartPath}
        initial={initial}
        title={title}
        toolbar={(model) => (
          <AdminBar view={view} model={model} product={product} labels={labels} mode={mode} onMode={setMode} />
        )}
      />
    </CreatorModeProvider>
  )
}
