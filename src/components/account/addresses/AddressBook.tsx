'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { callAccount } from '@/components/account/api'
import { FormAlert } from '@/components/forms/FormAlert'
import { MapPin, MapPinPlus } from '@/components/icons'
import { ConfirmModal } from '@/components/modal/ConfirmModal'
import { showToast } from '@/components/toast/show'
import {
  type AddressFormValues,
  addressFormValues,
  type Country,
  countryLookup,
  DEFAULT_ADDRESS,
  MAX_ADDRESSES,
} from '@/lib/address'
import type { MapTiles } from '@/lib/places'
import { AddressCard } from './AddressCard'
import { AddressForm } from './AddressForm'
import styles from './addresses.module.css'
import type { AddressRecord, BookAnswer } from './types'

export const EMPTY_BOOK = 'You have no saved addresses yet.'
export const DELETE_QUESTION = 'Are you sure want to remove this address from your address book?'

type Mode = { kind: 'add' } | { kind: 'edit'; record: AddressRecord } | null

/**
 * Shipping Addresses (account.md sections 2, 4 and 7): the customer's saved addresses as cards (primary badge, Make
 * primary, Edit, Delete with a confirmation), an Add address form, and the empty state. Everything comes from the
 * browser (the page is the same for everybody): the countries list and the customer's addresses.
 */
export function AddressBook({ placeFinder = null }: { placeFinder?: MapTiles | null } = {}) {
  const [countries, setCountries] = useState<Country[] | null>(null)
  const [records, setRecords] = useState<AddressRecord[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [mode, setMode] = useState<Mode>(null)
  const [confirming, setConfirming] = useState<AddressRecord | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)

  const load = useCallback(async () => {
    const [list, book] = await Promise.all([
      callAccount<{ countries: Country[] }>('/api/order/countries-list'),
      callAccount<{ addresses: AddressRecord[] }>('/api/shipping-addresses'),
    ])
    if (!list.ok) return setFailure(list.message)
    if (!book.ok) return setFailure(book.message)
    setCountries(list.value.countries)
    setRecords(book.value.addresses)
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const lookup = useMemo(() => countryLookup(countries ?? []), [countries])

  /** A write succeeded: show its message and the book it answered (or read it again). */
  const settle = async (answer: BookAnswer) => {
    setFailure(null)
    showToast(answer.message, 'success')
    if (answer.addresses) setRecords(answer.addresses)
    else await load()
  }

  const act = async (record: AddressRecord, url: string, method: 'PUT' | 'DELETE') => {
    setBusy(record.id)
    const result = await callAccount<BookAnswer>(url, method)
    setBusy(null)
    if (result.ok) await settle(result.value)
    else setFailure(result.message)
  }

  const closeForm = () => {
    setMode(null)
    requestAnimationFrame(() => addButton.current?.focus())
  }

  if (!countries || !records)
    return failure ? (
      <FormAlert tone="error" message={failure} />
    ) : (
      <div className={styles.skeletons} role="status" aria-label="Loading your addresses">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    )

  const full = records.length >= MAX_ADDRESSES
  const initial: AddressFormValues = mode?.kind === 'edit' ? addressFormValues(mode.record.address) : DEFAULT_ADDRESS
  const addAction = (
    <button
      ref={addButton}
      type="button"
      className={styles.add}
      onClick={() => setMode({ kind: 'add' })}
      disabled={full}
      aria-describedby={full ? 'address-book-full' : undefined}
    >
      <MapPinPlus aria-hidden="true" size={18} />
      Add address
    </button>
  )
  return (
    <div className={styles.book}>
      {records.length === 0 && mode === null ? (
        <div className={styles.empty}>
          <MapPin aria-hidden="true" size={32} className={styles.emptyIcon} />
          <p className={styles.emptyTitle}>{EMPTY_BOOK}</p>
          <p className={styles.muted}>
            Save where you ship to and check out faster. Your first address becomes primary.
          </p>
          {addAction}
        </div>
      ) : (
        <div className={styles.toolbar}>
          <p className={styles.count}>
            {records.length === 0
              ? EMPTY_BOOK
              : `${records.length} saved ${records.length === 1 ? 'address' : 'addresses'}`}
          </p>
          {mode === null && addAction}
        </div>
      )}
      {full && (
        <p id="address-book-full" className={styles.muted}>
          You can save up to {MAX_ADDRESSES} addresses. Delete one to add another.
        </p>
      )}
      <FormAlert tone="error" message={failure} />
      {mode && (
        <section className={styles.formCard} aria-label={mode.kind === 'edit' ? 'Edit address' : 'Add address'}>
          <AddressForm
            key={mode.kind === 'edit' ? mode.record.id : 'new'}
            countries={countries}
            lookup={lookup}
            editing={mode.kind === 'edit' ? mode.record : null}
            initial={initial}
            onSaved={(answer) => {
              void settle(answer)
              closeForm()
            }}
            onCancel={closeForm}
            placeFinder={placeFinder}
          />
        </section>
      )}
      {records.length > 0 && (
        <ul className={styles.cards} aria-label="Saved addresses">
          {records.map((record) => (
            <AddressCard
              key={record.id}
              record={record}
              busy={busy === record.id}
              onEdit={() => setMode({ kind: 'edit', record })}
              onDelete={() => setConfirming(record)}
              onMakePrimary={() => act(record, `/api/shipping-addresses/make-primary/${record.id}`, 'PUT')}
            />
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmModal
          title="Delete address"
          message={DELETE_QUESTION}
          yes={busy === confirming.id ? 'Deleting…' : 'Yes, Delete'}
          no="No, Keep it"
          busy={busy === confirming.id}
          onAnswer={async (yes) => {
            if (yes) await act(confirming, `/api/shipping-addresses/${confirming.id}`, 'DELETE')
            setConfirming(null)
          }}
        />
      )}
    </div>
  )
}
