/** The help and policy pages every footer and content page links to (fixed paths). */
export const HELP_LINKS = [
  { label: 'Contact Us', href: '/contact-us' },
  { label: 'Warranty', href: '/warranty' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Use', href: '/terms-of-use' },
] as const
