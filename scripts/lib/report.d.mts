export class OutputTail {
  constructor(size?: number)
  push(chunk: string | Buffer): void
  text(): string
}
export function describeExit(end: { code: number | null | undefined; signal: string | null | undefined }): string
export function stepFailure(
  step: string,
  result: { code: number | null; signal: string | null; output?: string },
): string
export function isStartingUp(error: unknown): boolean
export function isUnreachable(error: unknown): boolean
export function isLeftoverOfOldServer(log: string): boolean
export function retryDelay(attempt: number): number
