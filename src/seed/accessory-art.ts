import sharp from 'sharp'

/** Product shots of the demo accessories: simple studio-style SVG drawings, rendered to WebP. */
export type AccessoryKind =
  | 'case'
  | 'stand'
  | 'dock'
  | 'grips'
  | 'thumbgrips'
  | 'sleeve'
  | 'headset'
  | 'earbuds'
  | 'kit'

const W = 1000
const H = 800

/**
 * The shots of one accessory on its product page: the studio shot (the card picture), a close-up of the same drawing,
 * and the drawing on a dark desk.
 */
export const ACCESSORY_VIEWS = ['studio', 'detail', 'desk'] as const
export type AccessoryView = (typeof ACCESSORY_VIEWS)[number]

/** The part of the drawing each view frames (the close-up crops to its middle at the same 5:4 ratio). */
const VIEW_BOXES: Record<AccessoryView, string> = {
  studio: `0 0 ${W} ${H}`,
  detail: '200 180 600 480',
  desk: `0 0 ${W} ${H}`,
}

const BACKGROUNDS: Record<AccessoryView, [string, string]> = {
  studio: ['#ffffff', '#e6e8ec'],
  detail: ['#ffffff', '#eceef2'],
  desk: ['#3b4150', '#161920'],
}

function frame(body: string, accent: string, view: AccessoryView = 'studio'): string {
  const [inner, outer] = BACKGROUNDS[view]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="${VIEW_BOXES[view]}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>
    <linearGradient id="main" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d44"/><stop offset="1" stop-color="#16171b"/></linearGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.75"/></linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#000" flood-opacity="0.28"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="500" cy="690" rx="330" ry="28" fill="#000" opacity="0.10"/>
  <g filter="url(#shadow)">${body}</g>
</svg>`
}

const DRAWINGS: Record<AccessoryKind, string> = {
  case: `<rect x="210" y="210" width="580" height="400" rx="150" fill="url(#main)"/>
    <rect x="232" y="232" width="536" height="356" rx="132" fill="none" stroke="url(#accent)" stroke-width="10" stroke-dasharray="18 10"/>
    <rect x="455" y="180" width="90" height="60" rx="20" fill="#26282d"/><circle cx="500" cy="410" r="46" fill="url(#accent)"/>`,
  stand: `<rect x="300" y="600" width="400" height="50" rx="20" fill="url(#main)"/>
    <rect x="470" y="330" width="60" height="280" rx="16" fill="#2a2c31"/>
    <path d="M290 300 Q500 230 710 300 L690 360 Q500 300 310 360 Z" fill="url(#accent)"/>`,
  dock: `<rect x="260" y="520" width="480" height="120" rx="40" fill="url(#main)"/>
    <rect x="300" y="470" width="150" height="70" rx="24" fill="#2a2c31"/><rect x="550" y="470" width="150" height="70" rx="24" fill="#2a2c31"/>
    <rect x="330" y="585" width="340" height="12" rx="6" fill="url(#accent)"/>`,
  grips: `<path d="M250 300 Q200 520 300 640 Q380 700 420 600 L430 330 Q360 260 250 300 Z" fill="url(#main)"/>
    <path d="M750 300 Q800 520 700 640 Q620 700 580 600 L570 330 Q640 260 750 300 Z" fill="url(#main)"/>
    <path d="M280 380 L400 380 M270 450 L405 450 M285 520 L400 520" stroke="url(#accent)" stroke-width="14" stroke-linecap="round"/>
    <path d="M720 380 L600 380 M730 450 L595 450 M715 520 L600 520" stroke="url(#accent)" stroke-width="14" stroke-linecap="round"/>`,
  thumbgrips: `<circle cx="320" cy="420" r="120" fill="url(#main)"/><circle cx="320" cy="420" r="80" fill="url(#accent)"/>
    <circle cx="680" cy="420" r="120" fill="url(#main)"/><circle cx="680" cy="420" r="80" fill="url(#accent)"/>
    <circle cx="320" cy="420" r="30" fill="#1b1c20"/><circle cx="680" cy="420" r="30" fill="#1b1c20"/>`,
  sleeve: `<path d="M220 330 Q500 240 780 330 Q860 520 720 610 Q600 560 500 560 Q400 560 280 610 Q140 520 220 330 Z" fill="url(#accent)"/>
    <circle cx="360" cy="400" r="42" fill="#1b1c20" opacity="0.6"/><circle cx="640" cy="400" r="42" fill="#1b1c20" opacity="0.6"/>`,
  headset: `<path d="M260 470 Q260 190 500 190 Q740 190 740 470" fill="none" stroke="url(#main)" stroke-width="46" stroke-linecap="round"/>
    <rect x="200" y="420" width="140" height="210" rx="60" fill="url(#main)"/><rect x="660" y="420" width="140" height="210" rx="60" fill="url(#main)"/>
    <rect x="225" y="450" width="90" height="150" rx="40" fill="url(#accent)"/><rect x="685" y="450" width="90" height="150" rx="40" fill="url(#accent)"/>
    <path d="M270 600 Q330 690 430 670" fill="none" stroke="#2a2c31" stroke-width="14" stroke-linecap="round"/>`,
  earbuds: `<rect x="330" y="420" width="340" height="200" rx="90" fill="url(#main)"/>
    <circle cx="420" cy="340" r="70" fill="url(#accent)"/><circle cx="580" cy="340" r="70" fill="url(#accent)"/>
    <rect x="480" y="500" width="40" height="12" rx="6" fill="#fff" opacity="0.7"/>`,
  kit: `<rect x="220" y="280" width="560" height="360" rx="30" fill="url(#main)"/>
    <rect x="220" y="280" width="560" height="70" rx="30" fill="url(#accent)"/>
    <circle cx="340" cy="470" r="55" fill="#2f3136"/><circle cx="500" cy="470" r="55" fill="#2f3136"/><circle cx="660" cy="470" r="55" fill="#2f3136"/>
    <circle cx="340" cy="470" r="30" fill="url(#accent)"/><circle cx="500" cy="470" r="30" fill="url(#accent)"/><circle cx="660" cy="470" r="30" fill="url(#accent)"/>`,
}

export function accessorySvg(kind: AccessoryKind, accent: string, view: AccessoryView = 'studio'): string {
  return frame(DRAWINGS[kind], accent, view)
}

export async function renderAccessory(
  kind: AccessoryKind,
  accent: string,
  view: AccessoryView = 'studio',
): Promise<Buffer> {
  return sharp(Buffer.from(accessorySvg(kind, accent, view)))
    .webp({ quality: 86 })
    .toBuffer()
}
