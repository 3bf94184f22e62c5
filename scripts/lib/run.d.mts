export interface StepResult {
  code: number | null
  signal: NodeJS.Signals | null
  output: string
}
export function run(
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; cwd?: string },
): Promise<number>
export function runStep(
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; cwd?: string; keep?: number },
): Promise<StepResult>
export function stopChildren(signal?: NodeJS.Signals, ms?: number): Promise<void>
export function bin(name: string): string
