import { ROUTES, type UserResource } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { readCachingOn } from '../offline/read-cache-switch';
import { queryClient } from '../query/query-client';
import { type CurrentUser, currentUserQueryKey, toCurrentUser } from './current-user';

// Loaded with the signed-in screens: the guards and sign-in import this module
// lazily, so a guest never downloads the query cache (ARCHITECTURE §7 budget).

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }) => toCurrentUser((await apiGet<UserResource>(ROUTES.user, { signal })).data),
    // Loaded once per session by the guards (spec 01 §4); screens that change the
    // user update this cache entry.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/** The user the guards already know, if any. */
export const cachedCurrentUser = (): CurrentUser | undefined =>
  queryClient.getQueryData<CurrentUser>(currentUserQueryKey);

/** spec 01 §4 guard step 4: `GET /user`, kept in the cache for the session. */
export const fetchCurrentUser = (): Promise<CurrentUser> => queryClient.fetchQuery(currentUserQueryOptions());

/** Sign-in answers with the user: the guards need not ask for it again. */
export const seedCurrentUser = (user: CurrentUser): void => {
  queryClient.setQueryData(currentUserQueryKey, user);
};

/**
 * A sign-in's user. An offline start asks `GET /user` first (the guards), which a sign-in never
 * made: where answers are kept (decision 067) it is made once now, so that the app starts without
 * a network after this one visit.
 */
export const seedSignedInUser = (user: CurrentUser): void => {
  seedCurrentUser(user);
  if (readCachingOn()) void apiGet(ROUTES.user).catch(() => undefined);
};
