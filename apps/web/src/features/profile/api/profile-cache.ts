import { queryClient } from '../../../lib/query/query-client';
import type { CurrentUser } from '../../../lib/session/current-user';
import { seedCurrentUser } from '../../../lib/session/current-user-query';
import { type Profile, profileQueryKey } from './profile-query';

/**
 * After a save the server's answer is the user: the header and the guards read it from the
 * current user's entry, the profile screen from its own (its statistics do not change).
 */
export function storeSavedUser(user: CurrentUser): void {
  seedCurrentUser(user);
  queryClient.setQueryData<Profile>(profileQueryKey, (profile) => (profile ? { ...profile, user } : profile));
}
