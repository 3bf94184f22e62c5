export function publicUrlWarning(env: Record<string, string | undefined>): string | null
