import type { CreatorView } from './view'
/** What the admin toolbar knows about the product on the page (none on a creator route). */
export interface AdminProduct {
  id: number
  name: string
  slug: string
  labelId: number | null
  inStock: boolean
  listingText: string
  /** Plain text: paragraphs separated by blank lines, "- " bullet lines. */
  description: string
}

export interface AdminLabel {
  id: number
  name: string
  color: string | null
}

export type AdminMode = 'view' | 'create' | 'edit'

/** The modes offered (creator.md section 2): Create only without a product id, Edit only with one. */
export const modesFor = (product: AdminProduct | null | undefined): AdminMode[] =>
  product ? ['view', 'edit'] : ['view', 'create']

export const MODE_LABELS: Record<AdminMode, string> = { view: 'View', create: 'Create', edit: 'Edit' }

export interface AdminCreatorData {
  /** The creator's data with the real stock counts ('In Stock: n'). */
  view: CreatorView
  labels: AdminLabel[]
  /** The prebuilt product the page shows, as the admin form edits it; null on a creator route. */
  product: AdminProduct | null
}

/** One chosen value's on-hand stock (creator.md section 3, "Inventory entry"). */
export interface InventoryLine {
  /** `option_{id}_value_{id}` */
  key: string
  option: string
  value: string
  inventoried: boolean
  stock: number
  policy: number
  /** 'Sell when out of stock' (policy 2) or 'Stop when out of stock'. */
  policyLabel: string
  /** Enough for one controller. */
  enough: boolean
}

export interface InventoryInfo {
  title: 'Inventory Information'
  platform: { slug: string; name: string }
  values: InventoryLine[]
  hardwares: Array<{ key: string; name: string; stock: number }>
}
