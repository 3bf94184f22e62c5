'use client'

import clsx from 'clsx'
import { type KeyboardEvent, useId, useState } from 'react'
import forms from '@/components/forms/forms.module.css'
import { Search } from '@/components/icons'
import { Spinner } from '@/components/Spinner'
import type { Place } from '@/lib/places'
import styles from './places.module.css'
import { useSuggestions } from './use-suggestions'

interface Props {
  onPick: (place: Place) => void
}

const countText = (n: number) =>
  n === 0
    ? 'No addresses found.'
    : `${n} ${n === 1 ? 'address' : 'addresses'} found. Use the up and down arrows to choose.`

/**
 * The address search (WAI-ARIA combobox with a list popup, https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the
 * input keeps focus while Up and Down move through the suggestions (`aria-activedescendant`), Enter picks one, Escape
 * closes the list (and then clears the text). A polite live region says how many suggestions there are.
 */
export function AddressCombobox({ onPick }: Props) {
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const { places, loading, error } = useSuggestions(text, open)
  const id = useId()
  const listId = `${id}-list`
  const optionId = (i: number) => `${id}-option-${i}`
  const expanded = open && places.length > 0

  // New suggestions: none of them is active yet (set while rendering, React's way to reset state on a change).
  const [listed, setListed] = useState(places)
  if (listed !== places) {
    setListed(places)
    setActive(-1)
  }

  const pick = (place: Place) => {
    setText(place.label)
    setOpen(false)
    setActive(-1)
    onPick(place)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return setOpen(true)
      if (places.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i < 0 ? (step > 0 ? 0 : places.length - 1) : (i + step + places.length) % places.length))
    } else if (event.key === 'Enter') {
      // Never the surrounding form's submit.
      event.preventDefault()
      const place = places[active]
      if (expanded && place) pick(place)
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (text) {
        event.preventDefault()
        setText('')
      }
    }
  }

  const status = !open || text.trim().length < 3 ? '' : loading ? 'Searching…' : error ? '' : countText(places.length)

  return (
    <div className={styles.search}>
      <label htmlFor={`${id}-input`} className={forms.label}>
        Search for your address
      </label>
      <div className={styles.searchBox}>
        <Search aria-hidden="true" size={18} className={styles.searchIcon} />
        <input
          id={`${id}-input`}
          className={clsx(forms.input, styles.searchInput)}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Street, city or ZIP"
          value={text}
          data-autofocus
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => text && setOpen(true)}
        />
        {loading && <Spinner size={16} className={styles.searchSpinner} />}
      </div>
      <div id={listId} role="listbox" aria-label="Address suggestions" className={styles.listbox} hidden={!expanded}>
        {places.map((place, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options of an aria-activedescendant listbox: the input keeps focus and handles the keyboard
          <div
            key={place.placeId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            // Before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
          >
            <span className={styles.optionMain}>{place.address || place.city}</span>
            <span className={styles.optionSub}>{place.label}</span>
          </div>
        ))}
      </div>
      {error && open && <p className={forms.error}>{error}</p>}
      <p role="status" aria-live="polite" className="visually-hidden">
        {status}
      </p>
    </div>
  )
}
