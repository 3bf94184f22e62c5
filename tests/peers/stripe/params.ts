/**
 * Reading a route's parameters the way Stripe checks them: unknown names, missing or malformed values answer with
 * Stripe's 400 codes (parameter_unknown, parameter_missing, parameter_invalid_integer...).
 */
import { type FormObject, text } from './form'
import { invalid } from './objects'

/** Rejects any parameter not in `allowed` (Stripe does, which catches typos in the store's calls). */
export function onlyKnown(params: FormObject, allowed: readonly string[]): void {
  for (const name of Object.keys(params)) {
    if (!allowed.includes(name)) throw invalid(`Received unknown parameter: ${name}`, 'parameter_unknown', name)
  }
}

/** A required string parameter. */
export function required(params: FormObject, name: string): string {
  const value = text(params, name)
  if (value === undefined || value === '') throw invalid(`Missing required param: ${name}.`, 'parameter_missing', name)
  return value
}

/** An optional integer parameter. */
export function integer(params: FormObject, name: string): number | undefined {
  const value = text(params, name)
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, 'parameter_invalid_integer', name)
  return Number(value)
}

/** An optional boolean parameter (`true` / `false`). */
export function flag(params: FormObject, name: string): boolean | undefined {
  const value = text(params, name)
  if (value === undefined) return undefined
  if (value !== 'true' && value !== 'false')
    throw invalid(`Invalid boolean: ${value}`, 'parameter_invalid_boolean', name)
  return value === 'true'
}

/** An optional parameter restricted to some values. */
export function oneOf<Value extends string>(
  params: FormObject,
  name: string,
  values: readonly Value[],
): Value | undefined {
  const value = text(params, name)
  if (value === undefined) return undefined
  if (!(values as readonly string[]).includes(value)) {
    throw invalid(`Invalid ${name}: must be one of ${values.join(', ')}`, 'parameter_invalid_enum', name)
  }
  return value as Value
}

/** An optional string parameter, `''` meaning "unset" (null). */
export function nullable(params: FormObject, name: string): string | null | undefined {
  const value = text(params, name)
  return value === '' ? null : value
}
