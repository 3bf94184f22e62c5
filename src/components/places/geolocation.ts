import { PLACE_MESSAGES } from '@/lib/places'

export type Located = { ok: true; lat: number; lon: number } | { ok: false; message: string }

/**
 * The device's position for Show My Location (checkout.md section 8): no Geolocation in the browser → "does not
 * support Geolocation"; refused → the prompt to switch the service on in the device settings.
 */
export function locate(): Promise<Located> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation)
    return Promise.resolve({ ok: false, message: PLACE_MESSAGES.geolocationUnsupported })
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) =>
        resolve({
          ok: false,
          message:
            error.code === error.PERMISSION_DENIED ? PLACE_MESSAGES.geolocationOff : PLACE_MESSAGES.locationUnknown,
        }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    )
  })
}
