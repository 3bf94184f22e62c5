import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs `work` in one database transaction on `req`: every local-API call inside that passes `req` joins it, so
 * related writes (a product and its pictures, an order and its stock) land together or not at all. Nested calls
 * join the outer transaction, which its starter commits.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const started = await initTransaction(req)
  try {
    const result = await work()
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}
