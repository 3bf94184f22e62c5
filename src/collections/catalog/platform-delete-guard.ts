import { guardDeleteWhileHeld } from '../delete-guard'

/**
 * Refuses to delete a platform that saved configurations, reviews (or any collection a plugin adds with a required
 * platform) still belong to, with a 409 that says what holds it and what to do instead.
 */
export const guardPlatformDelete = guardDeleteWhileHeld(
  'platforms',
  (holders, count) =>
    `This platform cannot be deleted: ${holders} ${count === 1 ? 'belongs' : 'belong'} to it. Turn off "Enabled" to take it off the store instead.`,
)
