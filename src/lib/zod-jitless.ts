import * as z from 'zod/mini'

/**
 * zod 4 probes for eval (`new Function('')`) to compile faster object parsers. The store's Content-Security-Policy
 * forbids eval, so in the browser the probe is a CSP violation report on every page that parses. The store's payloads
 * are small: parse without the compiler everywhere. Imported for its effect by every module that defines browser
 * schemas; it runs before any of them parses. The setting is zod's one global configuration, shared by the full and the
 * mini build (imported from the mini build so browser bundles do not carry the full one).
 */
z.config({ jitless: true })
