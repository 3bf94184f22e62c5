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
