'use client'

import { useCallback, useSyncExternalStore } from 'react'
import {
  COMPARE_STORAGE_KEYS,
  type CompareSelection,
  readCompareSelection,
  writeCompareSelection,
} from '@/lib/storefront/compare'

/**
 * The compare selection in localStorage (storefront.md section 3: compare ids and compare classifier id), shared by
 * every island of the tab (a change event) and every tab (the `storage` event).
 */
const CHANGE = 'padforge:compare-change'
const EMPTY = ''

function raw(): string {
  try {
    const ids = window.localStorage.getItem(COMPARE_STORAGE_KEYS.ids)
    const classifier = window.localStorage.getItem(COMPARE_STORAGE_KEYS.classifier)
    return ids === null ? EMPTY : `${ids}\n${classifier ?? ''}`
  } catch {
    return EMPTY
  }
}

let lastRaw: string | null = null
let lastSelection: CompareSelection = { classifierId: null, ids: [] }

function selectionOf(value: string): CompareSelection {
  if (value === lastRaw) return lastSelection
  const [ids = null, classifier = null] = value === EMPTY ? [] : value.split('\n')
  lastRaw = value
  lastSelection = readCompareSelection(ids, classifier || null)
  return lastSelection
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(COMPARE_STORAGE_KEYS).includes(event.key as never)) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGE, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGE, onChange)
  }
}

/** Reads the stored selection (outside React, e.g. in an event handler). */
export function readSelection(): CompareSelection {
  return selectionOf(raw())
}

/** Stores the selection and tells every island of this tab (other tabs hear the storage event). */
export function saveSelection(selection: CompareSelection): void {
  const { ids, classifier } = writeCompareSelection(selection)
  try {
    if (ids === null) window.localStorage.removeItem(COMPARE_STORAGE_KEYS.ids)
    else window.localStorage.setItem(COMPARE_STORAGE_KEYS.ids, ids)
    if (classifier === null) window.localStorage.removeItem(COMPARE_STORAGE_KEYS.classifier)
    else window.localStorage.setItem(COMPARE_STORAGE_KEYS.classifier, classifier)
  } catch {
    // Storage refused (private mode, quota): the selection lasts as long as the page.
  }
  window.dispatchEvent(new Event(CHANGE))
}

/** The selection, kept up to date; empty on the server and in the first render (hydration). */
export function useCompareSelection(): CompareSelection {
  const value = useSyncExternalStore(subscribe, raw, () => EMPTY)
  return selectionOf(value)
}

/** The same, with a stable setter. */
export function useCompare(): [CompareSelection, (selection: CompareSelection) => void] {
  return [useCompareSelection(), useCallback(saveSelection, [])]
}
