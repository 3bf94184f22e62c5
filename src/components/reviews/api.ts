import { type ApiResult, callApi } from '@/components/api/call'

export type { ApiResult }

/** Calls a review endpoint with JSON (`callApi`: the store's one browser caller). */
export const callReviews = <T>(url: string, method: string, body?: unknown): Promise<ApiResult<T>> =>
  callApi<T>(url, method, body)
