'use client'

import { lazy, Suspense, useState } from 'react'
import { MapPin } from '@/components/icons'
import type { PlaceFinderProps } from './PlaceFinderDialog'
import styles from './places.module.css'

// The popup and its map (Leaflet) are their own chunks, loaded on the first click: no page pays for them before.
const PlaceFinderDialog = lazy(() => import('./PlaceFinderDialog'))

/**
 * "Find on map" beside an address form (the checkout's step 1, the address book): opens the place finder. Rendered
 * only when the place finder is configured (the page passes its tiles, or null).
 */
export function FindOnMapButton(props: Omit<PlaceFinderProps, 'onClose'>) {
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.opener}>
      <button type="button" className={`button button-secondary ${styles.openButton}`} onClick={() => setOpen(true)}>
        <MapPin aria-hidden="true" size={18} />
        Find on map
      </button>
      <span className={styles.openHint}>Search for your address or pick it on a map.</span>
      {open && (
        <Suspense fallback={null}>
          <PlaceFinderDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
