import { cleanIds, recordView } from '@/lib/recently-viewed/history'

/** The browser's viewed product ids, newest first (storefront.md section 3: viewed product ids in local storage). */
export const VIEWED_STORAGE_KEY = 'padforge.viewed'

export function readViewed(): number[] {
  try {
    return cleanIds(JSON.parse(localStorage.getItem(VIEWED_STORAGE_KEY) ?? '[]'))
  } catch {
    return []
  }
}

export function rememberView(id: number): void {
  try {
    localStorage.setItem(VIEWED_STORAGE_KEY, JSON.stringify(recordView(readViewed(), id)))
  } catch {
    // Storage full or refused (private mode): the history is a nicety.
  }
}

export function forgetViewed(): void {
  try {
    localStorage.removeItem(VIEWED_STORAGE_KEY)
  } catch {
    // as above
  }
}
