import { CONSOLE_BRAND_ROUTES, type ConsoleBrandView } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { FORM_SOURCE } from '../../../lib/query/form-sources';
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
    // Nor when the realtime connection (re)opens and every other query is fetched again
    // (app/realtime-session.tsx): a new load starts the form afresh, and what the administrator
    // had typed was lost whenever the socket connected after the form had opened.
    meta: FORM_SOURCE,
  });
}
