// What the end-to-end store's `next build` must see: the security headers are written at build time, and the place
// finder's tile host and the tag manager's host join them only when configured (src/security/*-policy.ts). The e2e
// launcher reuses a build whose sources are unchanged, so the test command's build step (scripts/test-all.mjs) builds
// with these too, and playwright.config.ts gives the store the same values.
const port = (name, fallback) => Number(process.env[name] ?? fallback)

/** The local Photon (geocoder and map tiles) the store's place finder uses (tests/peers/README.md). */
export const GEOCODER_PEER_PORT = port('E2E_GEOCODER_PORT', 12440)
export const GEOCODER_PEER_URL = `http://127.0.0.1:${GEOCODER_PEER_PORT}`
/** The local Google tag host: gtm.js and the Measurement Protocol (tests/peers/README.md). */
export const GA_PEER_PORT = port('E2E_GA_PORT', 12450)
export const GA_PEER_URL = `http://127.0.0.1:${GA_PEER_PORT}`
/** The e2e store's tag manager container (issue 34): the consent banner shows, gtm.js comes from the GA peer. */
export const TAG_MANAGER_ID = 'GTM-PADFORGE'

/** The e2e store's variables that `next build` reads. */
export const E2E_BUILD_ENV = {
  GEOCODER_URL: GEOCODER_PEER_URL,
  MAP_TILE_URL: `${GEOCODER_PEER_URL}/tiles/{z}/{x}/{y}.png`,
  TAG_MANAGER_ID,
  TAG_MANAGER_URL: GA_PEER_URL,
}
