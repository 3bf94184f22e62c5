'use client'

import dynamic from 'next/dynamic'
import { type ReactNode, useEffect, useState } from 'react'
import { useViewer } from '@/components/session'
import type { BodyProduct } from '@/creator/body-products'
import type { Selection } from '@/creator/selection'
import type { AdminCreatorData } from '../../../creator/admin-types'
import styles from './admin.module.css'

// Only admins load the admin mode's code (the bar, its dialogs and forms).
const AdminCreator = dynamic(() => import('./AdminCreator').then((m) => m.AdminCreator), { ssr: false })

interface Props {
  /** The platform's slug. */
  platform: string
  /** The prebuilt product on the page; none on a creator route. */
  productId?: number
  cartPath: string
  initial?: Selection
  title?: string
  bodyProducts?: Record<number, BodyProduct>
  /** The shoppers' creator, as the cached page renders it for everybody. */
  children: ReactNode
}

/**
 * The creator for everybody (children), swapped for the admin mode's creator once the browser learns that an admin is
 * looking (GET /api/session) and has the admin data (GET /api/creator/admin-view, which checks the role again). The
 * page's HTML stays the same for every shopper, so it can be cached; nothing of the admin mode is in it.
 */
export function AdminSwitch({ platform, productId, cartPath, initial, title, bodyProducts, children }: Props) {
  const { viewer } = useViewer()
  const [data, setData] = useState<AdminCreatorData | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const admin = viewer?.isAdmin === true

  useEffect(() => {
    if (!admin) return
    let current = true
    // The admin API's code, like the admin mode's, loads only for admins: this route also serves home and content.
    import('./api').then(async ({ errorOf, getAdminView }) => {
      const answer = await getAdminView(platform, productId)
      if (!current) return
      if (answer.ok) setData(answer.body)
      else setFailure(`Admin mode is not available: ${errorOf(answer)}`)
    })
    return () => {
      current = false
    }
  }, [admin, platform, productId])

  if (!admin || !data) {
    return (
      <>
        {admin && failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        {children}
      </>
    )
  }
  return (
    <AdminCreator
      view={data.view}
      labels={data.labels}
      product={data.product}
      cartPath={cartPath}
      initial={initial}
      title={title}
      bodyProducts={bodyProducts}
    />
  )
}
