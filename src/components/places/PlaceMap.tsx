'use client'

import type { Map as LeafletMap, LeafletMouseEvent, Marker } from 'leaflet'
import { useEffect, useRef } from 'react'
import { DEFAULT_CENTRE, DEFAULT_ZOOM, type MapTiles, PLACE_ZOOM } from '@/lib/places'
import 'leaflet/dist/leaflet.css'
import styles from './places.module.css'

interface Props {
  tiles: MapTiles
  /** The place shown with a marker at zoom 17; none: central US at zoom 5. */
  point: { lat: number; lon: number } | null
  /** A click on the map: the address there is looked up. */
  onPick: (at: { lat: number; lon: number }) => void
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** Map failures are only logged (checkout.md section 8, "Maps loading failure: only logged"). */
const logMapFailure = (what: string, error?: unknown) => console.warn(`place finder: ${what}`, error ?? '')

/** Centres the map on a place at zoom 17 with the marker on it. */
function showPlace(
  map: LeafletMap,
  marker: Marker | null,
  element: HTMLElement | null,
  at: { lat: number; lon: number },
) {
  map.setView([at.lat, at.lon], PLACE_ZOOM, { animate: false })
  marker?.setLatLng([at.lat, at.lon]).addTo(map)
  element?.setAttribute('data-zoom', String(map.getZoom()))
}

/**
 * The place finder's map: Leaflet (loaded with this component, only when the popup opens) over the configured raster
 * tiles. Central US at zoom 5 until a place is found, then the place at zoom 17 with a marker; a click picks a point.
 * The current zoom is on the element (`data-zoom`) for tests and styles.
 */
export function PlaceMap({ tiles, point, onPick }: Props) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<LeafletMap | null>(null)
  const marker = useRef<Marker | null>(null)
  const pick = useRef(onPick)
  pick.current = onPick
  const shown = useRef(point)
  shown.current = point

  useEffect(() => {
    let cancelled = false
    let created: LeafletMap | null = null
    import('leaflet')
      .then((L) => {
        if (cancelled || !element.current) return
        created = L.map(element.current, { center: [DEFAULT_CENTRE.lat, DEFAULT_CENTRE.lon], zoom: DEFAULT_ZOOM })
        created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>')
        let tileErrors = 0
        L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 })
          .on('tileerror', () => {
            tileErrors += 1
            if (tileErrors === 1) logMapFailure('a map tile could not be loaded')
          })
          .addTo(created)
        const where = created
        const zoomAttr = () => element.current?.setAttribute('data-zoom', String(where.getZoom()))
        created.on('zoomend', zoomAttr)
        zoomAttr()
        created.on('click', (event: LeafletMouseEvent) =>
          pick.current({ lat: event.latlng.lat, lon: event.latlng.lng }),
        )
        marker.current = L.marker([0, 0], {
          // The shape is an inner element: a rotation on the icon itself would turn Leaflet's translate with it.
          icon: L.divIcon({
            className: styles.pin,
            html: `<span class="${styles.pinShape}"></span>`,
            iconSize: [28, 28],
            iconAnchor: [14, 34],
          }),
          keyboard: false,
          interactive: false,
        })
        map.current = created
        if (shown.current) showPlace(created, marker.current, element.current, shown.current)
      })
      .catch((error) => logMapFailure('the map could not be loaded', error))
    return () => {
      cancelled = true
      created?.remove()
      map.current = null
    }
  }, [tiles])

  const lat = point?.lat
  const lon = point?.lon
  useEffect(() => {
    if (map.current && lat !== undefined && lon !== undefined)
      showPlace(map.current, marker.current, element.current, { lat, lon })
  }, [lat, lon])

  return (
    // biome-ignore lint/a11y/useSemanticElements: Leaflet draws into this element; a <section> would add a heading outline
    <div
      ref={element}
      className={styles.map}
      role="region"
      aria-label="Map: click a place to use its address"
      data-testid="place-map"
      data-zoom={DEFAULT_ZOOM}
    />
  )
}
