import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Appends a status-history entry when an order's status changes (staff in the admin, a cancel, a payment webhook),
 * with who changed it. The history is frozen to REST and the admin, so this hook is its only writer after create.
 */
export const recordStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.status === undefined || data.status === originalDoc.status)
    return data
  const history = Array.isArray(originalDoc.statusHistory) ? originalDoc.statusHistory : []
  return {
    ...data,
    statusHistory: [
      ...history.map((entry: Record<string, unknown>) => ({ ...entry })),
      { status: data.status, at: new Date().toISOString(), by: req.user?.collection === 'users' ? req.user.id : null },
    ],
  }
}
