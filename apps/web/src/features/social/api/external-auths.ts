import { ROUTES, type SocialNetwork } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api/api-client';

/** A linked network (spec 01 §3 "External auth": id, source). */
export interface ExternalAuth {
  id: number;
  source: SocialNetwork;
}

export const externalAuthsQueryKey = ['user-external-auth'] as const;

/** `GET /user-external-auth` (spec 01 §7): the learner's linked networks. */
export const externalAuthsQueryOptions = () =>
  queryOptions({
    queryKey: externalAuthsQueryKey,
    queryFn: async ({ signal }) => (await apiGet<ExternalAuth[]>(ROUTES.userExternalAuth, { signal })).data,
  });

export const useExternalAuths = () => useQuery(externalAuthsQueryOptions());

/** `DELETE /user-external-auths/{id}` (spec 01 §7): 204, or 404 for an id not the learner's. */
export async function unlinkExternalAuth(id: number): Promise<void> {
  await apiRequest<null>('DELETE', ROUTES.userExternalAuthById.replace(':id', String(id)));
}
