'use client'

import { FOCUSABLE, lastTouched } from './last-touched'

/**
 * Giving focus back to the control that opened a dialog: the opener itself, else its replacement when React
 * re-rendered it away (found by stable attributes or the same text), else the control nearest to where it was,
 * never the top of the page.
 */

/** What is needed to find the control that opened a dialog again. */
export interface Opener {
  element: HTMLElement | null
  /** Selectors that find the same control if React replaced the element, most specific first. */
  selectors: { selector: string; exact: boolean }[]
  /** Its accessible text, to tell apart several controls matching a selector. */
  text: string
  /** Its ancestors, nearest first: where to look for a nearby control when it is gone. */
  ancestors: Element[]
  /** Where it was in the document (page coordinates of its centre). */
  at: { x: number; y: number }
}

/** Attributes that identify a control steadily across renders (React writes them from the data). */
const IDENTITY_KEYS = ['data-testid', 'data-slide', 'data-option', 'data-group']
/** Attributes that narrow a match down to the same kind of control (a radio group's name, a label, a type). */
const KIND_KEYS = ['name', 'aria-label', 'type', 'role']
/** Attributes that name a place (an option, a group, a value) steadily across renders. */
const PLACE_KEYS = ['id', 'data-testid', 'data-slide', 'data-option', 'data-group']

const attributeSelector = (element: Element, keys: string[]) =>
  keys
    .filter((k) => element.hasAttribute(k))
    .map((k) => `[${k}="${CSS.escape(element.getAttribute(k) ?? '')}"]`)
    .join('')

export function rememberOpener(dialog: HTMLDialogElement): Opener {
  let element: Element | null = document.activeElement
  const touched = lastTouched()
  if (!element || element === document.body || element === document.documentElement || dialog.contains(element))
    element = touched?.isConnected && !dialog.contains(touched) ? touched : null
  if (!(element instanceof HTMLElement))
    return { element: null, selectors: [], text: '', ancestors: [], at: { x: 0, y: 0 } }

  const ancestors: Element[] = []
  for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) ancestors.push(e)
  const selectors: Opener['selectors'] = []
  if (element.id) selectors.push({ selector: `#${CSS.escape(element.id)}`, exact: false })
  const identity = attributeSelector(element, IDENTITY_KEYS)
  const own = element.localName + identity + attributeSelector(element, KIND_KEYS)
  // A control with an identity matches whatever its text says now; any other one only with the same text.
  const exact = identity === ''
  const place = ancestors.find((a) => PLACE_KEYS.some((k) => a.hasAttribute(k)))
  if (place) {
    const key = PLACE_KEYS.find((k) => place.hasAttribute(k)) ?? 'id'
    const where = `${place.localName}[${key}="${CSS.escape(place.getAttribute(key) ?? '')}"]`
    selectors.push({ selector: `${where} ${own}`, exact })
  }
  selectors.push({ selector: own, exact })
  const rect = element.getBoundingClientRect()
  const at = { x: rect.left + rect.width / 2 + window.scrollX, y: rect.top + rect.height / 2 + window.scrollY }
  return { element, selectors, text: textOf(element), ancestors, at }
}

/** Back to the opener; else its replacement; else the control nearest to it in its nearest surviving place. */
export function restoreFocus(opener: Opener) {
  const { element } = opener
  if (!element) return
  if (element.isConnected && tryFocus(element)) return
  for (const { selector, exact } of opener.selectors) {
    const candidates = [...document.querySelectorAll<HTMLElement>(selector)]
    const same = candidates.filter((c) => textOf(c) === opener.text)
    for (const candidate of exact ? same : [...same, ...candidates]) if (tryFocus(candidate)) return
  }
  const place = opener.ancestors.find((a) => a.isConnected)
  if (!place) return
  const distance = (c: HTMLElement) => {
    const rect = c.getBoundingClientRect()
    return Math.hypot(
      rect.left + rect.width / 2 + window.scrollX - opener.at.x,
      rect.top + rect.height / 2 + window.scrollY - opener.at.y,
    )
  }
  const candidates = [...place.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .filter((c) => c.getClientRects().length > 0)
    .map((c) => ({ c, d: distance(c) }))
    .sort((a, b) => a.d - b.d)
  for (const { c } of candidates) if (tryFocus(c)) return
}

/** The name a control goes by: its aria-label, its label's text or its own text. */
function textOf(element: HTMLElement): string {
  const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined
  return (element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? '').trim()
}

/** Focuses the element if it can take focus now (enabled, rendered, not inert); says whether it did. */
export function tryFocus(element: HTMLElement): boolean {
  if (!element.isConnected) return false
  element.focus()
  return document.activeElement === element
}
