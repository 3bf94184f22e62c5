'use client'

/** Session key counting how often the shopper closed the suggestion box (creator.md section 9). */
export const SUGGESTIONS_CLOSED_KEY = 'padforge.creator.suggestionsClosed'
/** The box stops appearing once it has been closed more than this many times in a session. */
export const SUGGESTIONS_MAX_CLOSES = 2
/** At most this many suggestions at once. */
export const SUGGESTIONS_SHOWN = 3

export function closedSuggestionsCount(): number {
  try {
    return Number(sessionStorage.getItem(SUGGESTIONS_CLOSED_KEY) ?? 0) || 0
  } catch {
    return 0
  }
}

export function countSuggestionsClosed(): number {
  const next = closedSuggestionsCount() + 1
  try {
    sessionStorage.setItem(SUGGESTIONS_CLOSED_KEY, String(next))
  } catch {
    // No session storage: the box closes for this page only.
  }
  return next
}
