/** Small checked accessors, so indexed lookups fail loudly instead of yielding `undefined`. */

/** `arr[i]`, but throws a clear error when `i` is out of range (negative indices count from the end). */
export function at<T>(arr: readonly T[], i: number, what = 'index'): T {
  const j = i < 0 ? arr.length + i : i
  if (!Number.isInteger(j) || j < 0 || j >= arr.length) {
    throw new RangeError(`${what} ${i} out of range (length ${arr.length})`)
  }
  return arr[j] as T
}

/** `record[key]` for an own key, or throws `message` (lookups like "toString" do not hit the prototype). */
export function lookup<T>(record: Readonly<Record<string, T>>, key: string, message: () => string): T {
  if (!Object.hasOwn(record, key)) throw new Error(message())
  return record[key] as T
}
