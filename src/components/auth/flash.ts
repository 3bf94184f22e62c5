/**
 * A message for the next page (after a password reset: "Your password was changed and you are signed in.") kept in
 * sessionStorage for one read, so cached pages stay the same for everybody. `takeFlash()` reads and forgets it.
 */
const KEY = 'padforge:flash'

export function setFlash(message: string): void {
  try {
    sessionStorage.setItem(KEY, message)
  } catch {}
}

export function takeFlash(): string | null {
  try {
    const message = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return message
  } catch {
    return null
  }
}
