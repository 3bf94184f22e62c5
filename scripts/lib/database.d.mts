export interface DatabaseHandle {
  url: string
  embedded: boolean
  stop: () => Promise<void>
}
export const DEFAULT_EMBEDDED_PORT: number
export function embeddedUrl(port: number, database: string): string
export function startEmbedded(options: {
  dataDir: string
  port?: number
  database?: string
  log?: (message: string) => void
}): Promise<DatabaseHandle>
export function resolveDatabase(options?: {
  dataDir?: string
  port?: number
  database?: string
  log?: (message: string) => void
}): Promise<DatabaseHandle>
