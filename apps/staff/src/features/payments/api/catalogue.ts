import {
  type CatalogCategory,
  type CatalogProduct,
  type CourseOffer,
  STAFF_PAYMENT_ROUTES,
  STAFF_TEAM_ROUTES,
  type StaffCourse,
  type StaffDiscountCode,
  type StaffPaymentSettings,
  type StaffService,
} from '@cp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, fillPath } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { paymentsKeys } from './payments-keys';

/**
 * The lists an administrator edits (services, discount codes, offers, the catalogue) and the
 * payment settings: one reader and one writer per list, the same shape for each.
 */

type ListKey = 'services' | 'codes' | 'offers' | 'categories' | 'products';

const LIST_ROUTES = {
  services: { list: STAFF_PAYMENT_ROUTES.services, one: STAFF_PAYMENT_ROUTES.service },
  codes: { list: STAFF_PAYMENT_ROUTES.discountCodes, one: STAFF_PAYMENT_ROUTES.discountCode },
  offers: { list: STAFF_PAYMENT_ROUTES.offers, one: STAFF_PAYMENT_ROUTES.offer },
  categories: { list: STAFF_PAYMENT_ROUTES.catalogCategories, one: STAFF_PAYMENT_ROUTES.catalogCategory },
  products: { list: STAFF_PAYMENT_ROUTES.catalogProducts, one: STAFF_PAYMENT_ROUTES.catalogProduct },
} as const;

interface Rows {
  services: StaffService;
  codes: StaffDiscountCode;
  offers: CourseOffer;
  categories: CatalogCategory;
  products: CatalogProduct;
}

/** `GET` of one of the lists. */
export async function listOf<K extends ListKey>(key: K, signal?: AbortSignal): Promise<Rows[K][]> {
  return (await apiGet<Rows[K][]>(LIST_ROUTES[key].list, { signal })).data;
}

export function useList<K extends ListKey>(key: K) {
  return useQuery({ queryKey: paymentsKeys[key](), queryFn: ({ signal }) => listOf(key, signal) });
}

/** `POST` (no id) or `PUT` (with an id) of a row of a list, or `DELETE` with `remove`. */
export async function saveRow<K extends ListKey>(key: K, body: object, id?: number): Promise<Rows[K]> {
  const { list, one } = LIST_ROUTES[key];
  const path = id === undefined ? list : fillPath(one, { id });
  return (await apiRequest<Rows[K]>(id === undefined ? 'POST' : 'PUT', path, { body })).data;
}

export async function removeRow(key: ListKey, id: number): Promise<void> {
  await apiRequest<null>('DELETE', fillPath(LIST_ROUTES[key].one, { id }));
}

export function useSaveRow<K extends ListKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: object; id?: number }) => saveRow(key, body, id),
    // A service's price shows in offers, products and codes too: refresh every list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}

export function useRemoveRow(key: ListKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeRow(key, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}

/** `GET /staff/courses`: every course of the school, for the course choices. */
export function useCourses() {
  return useQuery({
    queryKey: paymentsKeys.courses(),
    queryFn: async ({ signal }) =>
      (await apiGet<StaffCourse[]>(staffPath(STAFF_TEAM_ROUTES.courses), { signal })).data,
  });
}

/** `GET /staff/payment-settings`. */
export function useSettings() {
  return useQuery({
    queryKey: paymentsKeys.settings(),
    queryFn: async ({ signal }) =>
      (await apiGet<StaffPaymentSettings>(STAFF_PAYMENT_ROUTES.settings, { signal })).data,
  });
}

/** `PUT /staff/payment-settings`. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: object) =>
      (await apiRequest<StaffPaymentSettings>('PUT', STAFF_PAYMENT_ROUTES.settings, { body })).data,
    onSuccess: (data) => {
      queryClient.setQueryData(paymentsKeys.settings(), data);
      // A new currency rescales the prices and amount codes (decision 112): read them again.
      void queryClient.invalidateQueries({
        queryKey: paymentsKeys.all,
        predicate: (query) => query.queryKey[1] !== paymentsKeys.settings()[1],
      });
    },
  });
}
