export interface DatabaseHandle {
  url: string
  embedded: boolean
  stop: () => Promise<void>
}
export const DEFAULT_EMBEDDED_PORT: number
export const READY_TIMEOUT_MS: number
export function waitForDatabase(
  url: string,
  options?: { timeoutMs?: number; retryable?: (error: unknown) => boolean; log?: (message: string) => void },
): Promise<Error | null>
export function embeddedUrl(port: number, database: string): string
export function startEmbedded(options: {
  dataDir: string
  port?: number
  database?: string
  log?: (message: string) => void
  readyTimeoutMs?: number
}): Promise<DatabaseHandle>
export function resolveDatabase(options?: {
  dataDir?: string
  port?: number
  database?: string
  log?: (message: string) => void
}): Promise<DatabaseHandle>
