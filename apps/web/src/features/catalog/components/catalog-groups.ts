import type { Catalog, CatalogProduct } from '../api/get-catalog';

export interface CatalogGroup {
  /** null: the products without a category, listed last. */
  categoryId: number | null;
  title: string | null;
  products: CatalogProduct[];
}

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id;

/**
 * The catalogue by category (spec 02 §3 Catalog product categoryId): categories in their
 * numeric `sort` order (spec 02 §9 "sort order is numeric ascending"), each with its products
 * in the order the server listed them; empty categories left out; uncategorised products last.
 */
export function groupCatalog(catalog: Pick<Catalog, 'categories' | 'products'>): CatalogGroup[] {
  const known = new Set(catalog.categories.map((c) => c.id));
  const groups: CatalogGroup[] = [...catalog.categories].sort(bySort).map((category) => ({
    categoryId: category.id,
    title: category.title,
    products: catalog.products.filter((p) => p.categoryId === category.id),
  }));
  const rest = catalog.products.filter((p) => p.categoryId === null || !known.has(p.categoryId));
  groups.push({ categoryId: null, title: null, products: rest });
  return groups.filter((group) => group.products.length > 0);
}
