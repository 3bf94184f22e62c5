import type { Block } from '../../lib/lexical'

/** Demo blog articles: the article slider shows six, search finds them. Newest first by `daysAgo`. */
/** `cover`: the slug of the demo product whose first photo is the article's cover picture. */
export const POSTS: Array<{ title: string; excerpt: string; daysAgo: number; cover: string; blocks: Block[] }> = [
  {
    title: 'Rapid Fire explained: what a modded controller does',
    excerpt: 'How Rapid Fire, Jump Shot and Drop Shot mods work, and which games reward them.',
    daysAgo: 2,
    cover: 'ps5-midnight-stealth-modded-controller',
    blocks: [
      { p: 'A modded controller repeats a trigger press for you, as fast as the game accepts it.' },
      { h2: 'The mods we fit' },
      { ul: ['Rapid Fire with adjustable speed', 'Jump Shot and Drop Shot', 'Quick Scope and Auto Aim'] },
      { p: 'Every mod can be switched off with a button combination, so the controller stays tournament-legal.' },
    ],
  },
  {
    title: 'Choosing thumbsticks: domed, concave or tall',
    excerpt: 'Grip, reach and precision: a guide to picking the thumbsticks of your custom controller.',
    daysAgo: 6,
    cover: 'pro-stick-cap-kit',
    blocks: [
      { p: 'Domed sticks let the thumb roll; concave ones hold it; tall ones trade speed for precision.' },
      { ul: ['Shooters: a tall concave stick on the right', 'Racing: domed sticks both sides'] },
    ],
  },
  {
    title: 'Caring for your controller: cleaning and storage',
    excerpt: 'Keep buttons clicky and sticks smooth with ten minutes of care a month.',
    daysAgo: 11,
    cover: 'controller-care-kit',
    blocks: [
      {
        p: 'Dust and skin oils are what wear a controller out. A soft brush and isopropyl alcohol do most of the work.',
      },
      { ul: ['Brush around the buttons', 'Wipe the grips', 'Store it in a case, away from sunlight'] },
    ],
  },
  {
    title: 'Paddles on the back: are they worth it?',
    excerpt: 'Back paddles keep your thumbs on the sticks. Here is how to map them for shooters and sports games.',
    daysAgo: 17,
    cover: 'xbox-elite-ocean-wave-modded-controller',
    blocks: [{ p: 'Remapping jump and crouch to the paddles means you never take a thumb off the right stick.' }],
  },
  {
    title: 'Inside our workshop: how a custom controller is built',
    excerpt: 'From the parts bin to the test bench: the eleven steps every Padforge controller goes through.',
    daysAgo: 24,
    cover: 'ps5-aurora-custom-controller',
    blocks: [
      { p: 'Each controller is opened, fitted with your parts, closed, and tested on the console it was built for.' },
    ],
  },
  {
    title: 'PS5 or PS5 Edge: which controller to customise',
    excerpt: 'The Edge brings swappable sticks and back buttons; the standard PS5 pad costs less. What fits your play?',
    daysAgo: 31,
    cover: 'ps5-edge-galaxy-modded-controller',
    blocks: [
      { p: 'Both take every colour and button we offer. The Edge adds its own back buttons and stick modules.' },
    ],
  },
  {
    title: 'Steam Deck shells: a colour guide',
    excerpt: 'Chrome, camo or clear: the shells and buttons that make a Steam Deck yours.',
    daysAgo: 40,
    cover: 'steam-deck-shock-blue-edition',
    blocks: [{ p: 'Clear shells show the board inside; chrome ones catch the light. Both keep the Deck’s grip.' }],
  },
]
