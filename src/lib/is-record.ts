/** A plain JSON object (not null, not an array): what parsed storage or an error body must be before it is read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
