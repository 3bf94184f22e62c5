// Written by `npm run icons` (scripts/icons.mjs): the sprite's address, versioned by its content.
export const ICON_SPRITE = '/icons.svg?v=ee43d204c3'
