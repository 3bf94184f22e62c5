export function dataFile(dataRoot: string, name: string): string
