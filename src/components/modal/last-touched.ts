'use client'

/** Controls that can take focus. */
export const FOCUSABLE =
  'button, input:not([type="hidden"]), select, textarea, a[href], summary, [tabindex]:not([tabindex="-1"])'

/**
 * The control the shopper last focused or clicked: the opener when focus is not on it as a dialog opens (a click
 * that does not focus, as in the phone's group slider, whose swiping keeps focus where it was; or a button that was
 * disabled while its work ran).
 *
 * Apart from focus-return.ts, which loads with the dialogs on first use: the listeners must be there from the first
 * click on the page, before any dialog's code has loaded. The creator imports this module for that.
 */
let touched: Element | null = null
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element) touched = event.target
  })
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null
      if (control) touched = control
    },
    true,
  )
}

export const lastTouched = (): Element | null => touched
