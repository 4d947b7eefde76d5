import { CONSOLE_BRAND_ROUTES, type ConsoleBrandView } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { brandKeys } from './brand-keys';

/** `GET /staff/brand`: the brand of this host's domain and the school's domains. */
export async function getBrand(signal?: AbortSignal): Promise<ConsoleBrandView> {
  return (await apiGet<ConsoleBrandView>(staffPath(CONSOLE_BRAND_ROUTES.brand), { signal })).data;
}

export function useBrand() {
  // Never refetched behind the form's back: the form starts from one version (decision 072).
  return useQuery({
    queryKey: brandKeys.view(),
    queryFn: ({ signal }) => getBrand(signal),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    // Dropped when the screen closes: coming back always starts from what is stored.
    gcTime: 0,
  });
}
