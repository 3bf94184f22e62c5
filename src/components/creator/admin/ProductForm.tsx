'use client'

import { type FormEvent, useId, useState } from 'react'
import { Loader2, Save } from '@/components/icons'
import type { CreatorView } from '@/creator/view'
import { formatUSD } from '@/lib/money'
import type { AdminLabel, AdminProduct } from '../../../creator/admin-types'
import styles from '../creator.module.css'
import type { CreatorModel } from '../useCreator'
import admin from './admin.module.css'
import { errorOf, type SavedProduct, saveProduct } from './api'

interface Props {
  view: CreatorView
  model: CreatorModel
  /** The product being edited; none when creating. */
  product: AdminProduct | null
  labels: AdminLabel[]
  onSaved: (saved: SavedProduct) => void
}

const LISTING_MAX = 300

/**
 * The prebuilt product's fields (creator.md section 5: name, slug, label, in stock, listing text, description). The
 * configuration is the creator's current one; the server validates it and sets the price.
 */
export function ProductForm({ view, model, product, labels, onSaved }: Props) {
  const id = useId()
  const [name, setName] = useState(product?.name ?? '')
  const [slug, setSlug] = useState(product?.slug ?? '')
  const [labelId, setLabelId] = useState<number | null>(product?.labelId ?? null)
  const [inStock, setInStock] = useState(product?.inStock ?? true)
  const [listingText, setListingText] = useState(product?.listingText ?? '')
  const [description, setDescription] = useState(product?.description ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    const answer = await saveProduct(
      view.platform.id,
      model.state,
      {
        name: name.trim(),
        slug: slug.trim(),
        labelId,
        inStock,
        listingText: listingText.trim(),
        // An untouched description stays as stored (it may hold formatting the text box does not show).
        description: product && description === product.description ? undefined : description,
      },
      product,
    )
    setBusy(false)
    if (answer.ok) onSaved(answer.body)
    else setError(errorOf(answer))
  }

  const unit = model.price.itemSubtotal + model.price.optionsSubtotal
  return (
    <form className={admin.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className={admin.formHeader}>
        <h2 id={`${id}-title`} className={admin.formTitle}>
          {product ? 'Edit product' : 'New product from this configuration'}
        </h2>
        <p className={admin.muted}>
          Price <strong className={admin.price}>{formatUSD(unit)}</strong> (one controller, set by the server from the
          configuration)
        </p>
      </div>
      <div className={admin.fields}>
        <label className={admin.field}>
          <span>Name</span>
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
        </label>
        <label className={admin.field}>
          <span>Slug</span>
          <input
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            maxLength={200}
            placeholder="made from the name"
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            title="Lower-case letters, digits and single hyphens"
          />
        </label>
        <label className={admin.field}>
          <span>Label</span>
          <select value={labelId ?? ''} onChange={(e) => setLabelId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">None</option>
            {labels.map((label) => (
              <option key={label.id} value={label.id}>
                {label.name}
              </option>
            ))}
          </select>
        </label>
        <label className={admin.checkField}>
          <input type="checkbox" checked={inStock} onChange={(e) => setInStock(e.target.checked)} />
          <span>In stock</span>
        </label>
        <label className={`${admin.field} ${admin.full}`}>
          <span>
            Listing text{' '}
            <small className={admin.muted}>
              ({listingText.length}/{LISTING_MAX})
            </small>
          </span>
          <textarea
            value={listingText}
            onChange={(e) => setListingText(e.target.value)}
            maxLength={LISTING_MAX}
            rows={2}
          />
        </label>
        <label className={`${admin.field} ${admin.full}`}>
          <span>
            Description <small className={admin.muted}>(blank line between paragraphs, "- " for bullets)</small>
          </span>
          <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={6} />
        </label>
      </div>
      {error && (
        <p className={styles.errorMessage} role="alert">
          {error}
        </p>
      )}
      <div className={admin.formActions}>
        <button type="submit" className={styles.primaryButton} disabled={busy}>
          {busy ? (
            <Loader2 size={18} aria-hidden="true" className={admin.spin} />
          ) : (
            <Save size={18} aria-hidden="true" />
          )}
          {busy ? 'Saving…' : product ? 'Save product' : 'Create product'}
        </button>
      </div>
    </form>
  )
}
