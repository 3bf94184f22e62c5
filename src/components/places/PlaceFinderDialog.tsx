'use client'

import { useRef, useState } from 'react'
import { FormAlert } from '@/components/forms/FormAlert'
import { Check, LocateFixed, MapPin } from '@/components/icons'
import { Modal } from '@/components/modal/Modal'
import modal from '@/components/modal/Modal.module.css'
import { Spinner } from '@/components/Spinner'
import type { CountryLookup } from '@/lib/address'
import { type MapTiles, PLACE_MESSAGES, type Place, type PlaceFields, placeFields } from '@/lib/places'
import { AddressCombobox } from './AddressCombobox'
import { reversePlace } from './api'
import { locate } from './geolocation'
import { PlaceMap } from './PlaceMap'
import styles from './places.module.css'

export interface PlaceFinderProps {
  tiles: MapTiles
  lookup: CountryLookup
  onConfirm: (fields: PlaceFields) => void
  onClose: () => void
}

/**
 * The place-finder popup (checkout.md "Place-finder popup"): address search with autocomplete, a map, Show My
 * Location and Confirm. A suggestion, a click on the map or the device's position chooses a place; Confirm hands its
 * street, city, state, ZIP and country to the form, which reacts as if they were typed.
 */
export default function PlaceFinderDialog({ tiles, lookup, onConfirm, onClose }: PlaceFinderProps) {
  const [place, setPlace] = useState<Place | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState<'locating' | 'looking' | null>(null)
  const asked = useRef(0)

  const choose = (next: Place) => {
    setMessage(null)
    setPlace(next)
  }

  /** The address at a point (a click on the map, the device's position); the newest question wins. */
  const lookUp = async (at: { lat: number; lon: number }) => {
    const mine = ++asked.current
    setBusy('looking')
    setMessage(null)
    const answer = await reversePlace(at)
    if (mine !== asked.current) return
    setBusy(null)
    if (!answer.ok) return setMessage(answer.message)
    if (!answer.value.place) return setMessage(PLACE_MESSAGES.nothingHere)
    choose(answer.value.place)
  }

  const showMyLocation = async () => {
    setBusy('locating')
    setMessage(null)
    const located = await locate()
    if (!located.ok) {
      setBusy(null)
      return setMessage(located.message)
    }
    await lookUp(located)
  }

  const confirm = () => {
    if (!place) return
    const fields = placeFields(place, lookup)
    if (!fields) return setMessage(PLACE_MESSAGES.notShipped)
    onConfirm(fields)
    onClose()
  }

  return (
    <Modal
      title="Find your address"
      size="lg"
      look="popup"
      onClose={onClose}
      testId="place-finder"
      backdropCloses={false}
    >
      <div className={styles.finder}>
        <AddressCombobox onPick={choose} />
        <PlaceMap tiles={tiles} point={place} onPick={(at) => void lookUp(at)} />
        <div className={styles.chosen} aria-live="polite">
          <MapPin aria-hidden="true" size={18} />
          {place ? (
            <span>
              <strong>{place.address || place.city}</strong>
              <span className={styles.chosenSub}>{place.label}</span>
            </span>
          ) : (
            <span className={styles.chosenSub}>Search for your address, click the map, or use Show My Location.</span>
          )}
        </div>
        <FormAlert tone="error" message={message} />
      </div>
      <div className={`${modal.actions} ${modal.actionsStacked} ${styles.actions}`}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void showMyLocation()}
          disabled={busy !== null}
          aria-busy={busy === 'locating'}
        >
          {busy === 'locating' ? <Spinner size={16} /> : <LocateFixed aria-hidden="true" size={18} />}
          Show My Location
        </button>
        <button type="button" className="button button-primary" onClick={confirm} disabled={!place || busy !== null}>
          <Check aria-hidden="true" size={18} />
          Confirm
        </button>
      </div>
    </Modal>
  )
}
