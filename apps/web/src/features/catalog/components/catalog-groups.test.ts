import { describe, expect, it } from 'vitest';
import { toService } from '../../../lib/payments/service';
import { wireService } from '../../../lib/payments/test-data';
import type { CatalogProduct } from '../api/get-catalog';
import { groupCatalog } from './catalog-groups';

const product = (id: number, categoryId: number | null): CatalogProduct => ({
  id,
  serviceId: id,
  alias: `p${id}`,
  type: 1,
  title: `Product ${id}`,
  description: null,
  author: null,
  preview: null,
  categoryId,
  service: toService(wireService({ id })),
});

describe('groupCatalog (spec 02 §3 Catalog product, §9 numeric sort)', () => {
  it('lists categories by sort, each with its products, uncategorised last and empty ones left out', () => {
    const groups = groupCatalog({
      categories: [
        { id: 1, title: 'Mind', sort: 20 },
        { id: 2, title: 'Body', sort: 3 },
        { id: 3, title: 'Empty', sort: 1 },
      ],
      products: [product(10, 1), product(11, null), product(12, 2), product(13, 1), product(14, 99)],
    });
    expect(groups.map((g) => [g.title, g.products.map((p) => p.id)])).toEqual([
      ['Body', [12]],
      ['Mind', [10, 13]],
      [null, [11, 14]],
    ]);
  });

  it('has no groups for an empty catalogue', () => {
    expect(groupCatalog({ categories: [{ id: 1, title: 'Mind', sort: 1 }], products: [] })).toEqual([]);
  });
});
