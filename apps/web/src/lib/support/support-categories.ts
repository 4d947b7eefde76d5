import { SUPPORT_ROUTES, type SupportCategory as WireCategory } from '@cp/contract';
import { apiGet } from '../api/api-client';

/** A support category in client names (spec 01 §3 "Support category"). */
export interface SupportCategory {
  id: number;
  sort: number;
  title: string;
  /** `target_product` 1 (user_course, spec 01 §3): the request is about one of the learner's streams. */
  needsCourse: boolean;
  requireProduct: boolean;
}

export function toSupportCategory(category: WireCategory): SupportCategory {
  return {
    id: category.id,
    sort: category.sort,
    title: category.title,
    needsCourse: category.target_product === 1,
    requireProduct: category.requireProduct,
  };
}

/**
 * `GET /support-category?sort=id` (spec 01 §7): the school's categories in numeric order
 * (spec 01 §9), in the request's language. Open to guests (decision 036). A plain call
 * rather than a query: the guests' form has no query cache (ARCHITECTURE §7 budget).
 */
export async function fetchSupportCategories(signal?: AbortSignal): Promise<SupportCategory[]> {
  const { data } = await apiGet<WireCategory[]>(SUPPORT_ROUTES.categories, { query: { sort: 'id' }, signal });
  return data.map(toSupportCategory);
}

/** spec 01 §3: categories that need a product are not offered to anonymous visitors. */
export const guestCategories = (categories: SupportCategory[]): SupportCategory[] =>
  categories.filter((category) => !category.requireProduct && !category.needsCourse);
