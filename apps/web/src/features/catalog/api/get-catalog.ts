import {
  type OfferTypeCode,
  PAYMENT_ROUTES,
  type SchoolPaymentMode,
  type Catalog as WireCatalog,
  type CatalogProduct as WireProduct,
} from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { paymentKeys } from '../../../lib/payments/payments-keys';
import { sellsNothing } from '../../../lib/payments/questions-offer';
import { type Service, toService } from '../../../lib/payments/service';

/** spec 02 §3 Catalog product in client names (service_id becomes serviceId). */
export interface CatalogProduct {
  id: number;
  serviceId: number;
  alias: string;
  type: OfferTypeCode;
  title: string;
  description: string | null;
  author: string | null;
  preview: string | null;
  categoryId: number | null;
  service: Service;
}

export interface Catalog {
  categories: { id: number; title: string; sort: number }[];
  products: CatalogProduct[];
  paymentMode: SchoolPaymentMode;
  /** False: manual mode without instructions, a priced product cannot be bought yet (decision 113). */
  paymentReady: boolean;
}

export const toCatalogProduct = (product: WireProduct): CatalogProduct => ({
  id: product.id,
  serviceId: product.service_id,
  alias: product.alias,
  type: product.type,
  title: product.title,
  description: product.description,
  author: product.author,
  preview: product.preview,
  categoryId: product.category_id,
  service: toService(product.service),
});

/**
 * The catalogue without the products that would sell nothing: extra questions for a course without
 * a limit on questions (issue 27). The catalogue knows the course, not the learner's stream; a
 * stream given a limit of its own in such a course is offered them on its renewal screen.
 */
export function toCatalog(catalog: WireCatalog): Catalog {
  return {
    categories: catalog.categories.map(({ id, title, sort }) => ({ id, title, sort })),
    products: catalog.products
      .map(toCatalogProduct)
      .filter(({ service }) => !sellsNothing(service.type, service.courseConsultationLimit)),
    paymentMode: catalog.payment_mode,
    paymentReady: catalog.payment_ready,
  };
}

/** `GET /catalog` (the catalogue's call is not shown in the spec: docs/spec-gaps.md). */
export async function getCatalog(signal?: AbortSignal): Promise<Catalog> {
  const { data } = await apiGet<WireCatalog>(PAYMENT_ROUTES.catalog, { signal });
  return toCatalog(data);
}

export const catalogQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.catalog, queryFn: ({ signal }) => getCatalog(signal) });

export const useCatalog = () => useQuery(catalogQueryOptions());
