import { PageNav } from '@/components/Listing/Pagination'

const hrefOf = (path: string, page: number) => (page === 1 ? path : `${path}?page=${page}`)

/** Previous, the page numbers (first, last and two either side of the current one), next: links, like the listings'. */
export function PageLinks({ page, pages, path }: { page: number; pages: number; path: string }) {
  return <PageNav page={page} pages={pages} label="Forum activity pages" href={(p) => hrefOf(path, p)} />
}
