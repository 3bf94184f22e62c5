'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { Boxes, ImageOff, Loader2, Send, ShieldCheck, Trash2 } from '@/components/icons'
import type { CreatorView } from '@/creator/view'
import { type AdminLabel, type AdminMode, type AdminProduct, MODE_LABELS, modesFor } from '../../../creator/admin-types'
import { ConfirmDialog } from '../ConfirmDialog'
import styles from '../creator.module.css'
import type { CreatorModel } from '../useCreator'
import { AdminDialog } from './AdminDialog'
import admin from './admin.module.css'
import {
  clearImage,
  deleteProduct,
  errorOf,
  type InventoryInfo,
  inventoryInfo,
  type SavedProduct,
  sendToMarketplace,
} from './api'
import { InventoryDialog } from './InventoryDialog'
import { ProductForm } from './ProductForm'

interface Props {
  view: CreatorView
  model: CreatorModel
  product: AdminProduct | null
  labels: AdminLabel[]
  mode: AdminMode
  onMode: (mode: AdminMode) => void
}

type Popup =
  | { kind: 'confirmDelete' }
  | { kind: 'deleted' }
  | { kind: 'inventory'; info: InventoryInfo }
  | { kind: 'message'; title: 'Success' | 'Error'; text: string }
  | null

type Task = 'delete' | 'clear' | 'inventory' | 'marketplace' | null

/** After 'Product Deleted' the page goes home by itself (or at once on OK). */
const DELETED_REDIRECT_MS = 2500
const TOAST_MS = 6000

/**
 * The creator's admin mode bar (creator.md sections 2, 4 and 6), shown to admins only: the mode switcher (View,
 * Create without a product, Edit with one), the product form, delete, clear image, inventory information and send
 * to a marketplace. The server checks the admin role on every call; this bar is only the way in.
 */
export function AdminBar({ view, model, product, labels, mode, onMode: setMode }: Props) {
  const router = useRouter()
  const modeName = useId()
  const [popup, setPopup] = useState<Popup>(null)
  const [task, setTask] = useState<Task>(null)
  const [toast, setToast] = useState<{ id: number; text: string } | null>(null)

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setToast(null), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])

  useEffect(() => {
    if (popup?.kind !== 'deleted') return
    const timer = setTimeout(() => router.push('/'), DELETED_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [popup, router])

  const say = (text: string) => setToast({ id: Date.now(), text })
  const failed = (text: string) => setPopup({ kind: 'message', title: 'Error', text })

  const run = async (which: Exclude<Task, null>, job: () => Promise<void>) => {
    if (task) return
    setTask(which)
    try {
      await job()
    } finally {
      setTask(null)
    }
  }

  const saved = (answer: SavedProduct) => {
    say(answer.message)
    setMode('view')
    if (product && answer.productUrl === `/configured-controller/${product.id}`) router.refresh()
    else router.push(answer.productUrl)
  }

  const remove = () =>
    run('delete', async () => {
      if (!product) return
      const answer = await deleteProduct(product.id)
      if (answer.ok) setPopup({ kind: 'deleted' })
      else failed(errorOf(answer))
    })

  const clear = () =>
    run('clear', async () => {
      let cleared = 0
      for (const side of view.platform.sides) {
        const answer = await clearImage(side, view.platform.slug)
        if (!answer.ok) return failed(errorOf(answer))
        cleared += answer.body.cleared ?? 0
      }
      say(
        `Images cleared: ${cleared} cached ${cleared === 1 ? 'picture' : 'pictures'} of ${view.platform.name} removed.`,
      )
    })

  const inventory = () =>
    run('inventory', async () => {
      const answer = await inventoryInfo(view.platform.slug, model.state)
      if (answer.ok) setPopup({ kind: 'inventory', info: answer.body })
      else failed(errorOf(answer))
    })

  const marketplace = () =>
    run('marketplace', async () => {
      if (!product) return
      const answer = await sendToMarketplace(product.id)
      setPopup({ kind: 'message', title: answer.ok ? 'Success' : 'Error', text: errorOf(answer) })
    })

  const action = (which: Exclude<Task, null>, icon: ReactNode, label: string, onClick: () => void, danger = false) => (
    <button
      type="button"
      className={`${admin.action} ${danger ? admin.danger : ''}`}
      onClick={onClick}
      disabled={task !== null}
      aria-busy={task === which}
    >
      {task === which ? <Loader2 size={16} aria-hidden="true" className={admin.spin} /> : icon}
      {label}
    </button>
  )

  return (
    <section className={admin.bar} aria-label="Admin tools">
      <div className={admin.barTop}>
        <p className={admin.badge}>
          <ShieldCheck size={16} aria-hidden="true" /> Admin
        </p>
        <div className={admin.modes} role="radiogroup" aria-label="Mode">
          {modesFor(product).map((m) => (
            <label key={m} className={admin.mode}>
              <input type="radio" name={modeName} value={m} checked={mode === m} onChange={() => setMode(m)} />
              <span>{MODE_LABELS[m]}</span>
            </label>
          ))}
        </div>
      </div>
      <div className={admin.actions}>
        {action('inventory', <Boxes size={16} aria-hidden="true" />, 'Inventory Information', inventory)}
        {action('clear', <ImageOff size={16} aria-hidden="true" />, 'Clear image', clear)}
        {product && action('marketplace', <Send size={16} aria-hidden="true" />, 'Send to marketplace', marketplace)}
        {product &&
          action(
            'delete',
            <Trash2 size={16} aria-hidden="true" />,
            'Delete',
            () => setPopup({ kind: 'confirmDelete' }),
            true,
          )}
      </div>

      {mode !== 'view' && (
        <ProductForm
          key={`${mode}-${product?.id ?? 'new'}`}
          view={view}
          model={model}
          product={mode === 'edit' ? product : null}
          labels={labels}
          onSaved={saved}
        />
      )}

      {popup?.kind === 'confirmDelete' && (
        <ConfirmDialog
          title="Are you sure?"
          message="This will delete product!"
          yes="Delete"
          no="Cancel"
          onAnswer={(yes) => {
            setPopup(null)
            if (yes) void remove()
          }}
        />
      )}
      {popup?.kind === 'deleted' && (
        <AdminDialog title="Product Deleted" tone="success" onClose={() => router.push('/')}>
          <p className={styles.dialogMessage}>{product?.name} was deleted. Taking you to the home page…</p>
        </AdminDialog>
      )}
      {popup?.kind === 'inventory' && <InventoryDialog info={popup.info} onClose={() => setPopup(null)} />}
      {popup?.kind === 'message' && (
        <AdminDialog
          title={popup.title}
          tone={popup.title === 'Success' ? 'success' : 'error'}
          onClose={() => setPopup(null)}
        >
          <p className={styles.dialogMessage}>{popup.text}</p>
        </AdminDialog>
      )}
      {toast && (
        <p key={toast.id} className={admin.toast} role="status">
          {toast.text}
        </p>
      )}
    </section>
  )
}
