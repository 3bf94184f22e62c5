import type { Role } from '../../lib/roles'

/** Demo accounts: printed on first start and listed in the README. Change them before going live. */
export const DEMO_USERS: Array<{
  email: string
  password: string
  role: Role
  firstName: string
  lastName: string
  phone: string
  isAffiliateMember?: boolean
  /** The member's referral code (?ref=), for links the README and tests can name. */
  affiliateCode?: string
}> = [
  {
    email: 'admin@padforge.example',
    password: 'padforge-admin',
    role: 'admin',
    firstName: 'Alex',
    lastName: 'Admin',
    phone: '+1 212 555 0100',
  },
  {
    email: 'merchandiser@padforge.example',
    password: 'padforge-merch',
    role: 'merchandiser',
    firstName: 'Morgan',
    lastName: 'Merch',
    phone: '+1 212 555 0101',
  },
  {
    email: 'customer@padforge.example',
    password: 'padforge-customer',
    role: 'customer',
    firstName: 'Casey',
    lastName: 'Customer',
    phone: '+1 212 555 0102',
    isAffiliateMember: true,
    affiliateCode: 'CASEYREF',
  },
]

/** A demo partner (no account): the link generator at /affiliates answers for this e-mail. */
export const DEMO_PARTNER = {
  email: 'partner@padforge.example',
  name: 'Pad Reviews Weekly',
  code: 'PADREVIEWS',
} as const
