import { LRUCache } from 'lru-cache'

/** How long a geocoder's answer is kept in this process: addresses change slowly; a day keeps repeats off the service. */
export const PLACES_KEEP_SECONDS = 24 * 60 * 60
const MAX_ANSWERS = 2000

const answers = new LRUCache<string, { value: unknown }>({ max: MAX_ANSWERS, ttl: PLACES_KEEP_SECONDS * 1000 })

/** A kept answer (the same question asked within a day), or undefined. */
export const keptAnswer = <T>(key: string): { value: T } | undefined => answers.get(key) as { value: T } | undefined

/** Keeps an answer; the least recently used go first past 2000. Failures are never kept. */
export function keepAnswer(key: string, value: unknown): void {
  answers.set(key, { value })
}

/** Forgets every answer (tests; a geocoder switched at run time). */
export function forgetAnswers(): void {
  answers.clear()
}
