import { useState } from 'react'

/**
 * Whether a panel has been open at least once: its contents are drawn from then on and kept. A hidden panel's links
 * written into every page's HTML (the header's platform list twice, for the desktop menu and the phone's) are bytes
 * nobody sees until they open it, which takes JavaScript anyway (issue 32); the React payload still carries them, so
 * opening draws them at once, with no request.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
