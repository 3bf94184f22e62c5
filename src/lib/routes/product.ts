/**
 * Where a product's page is (storefront.md section 2): configured controllers at /configured-controller/{id}, the
 * rest at /product/{slug}. Pure: product cards, the wish list and the tests share it.
 */
export function productHref(product: { id: number; slug?: string | null; isConfigurable?: boolean | null }): string {
  return product.isConfigurable ? `/configured-controller/${product.id}` : `/product/${product.slug}`
}
