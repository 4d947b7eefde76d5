import { ROUTES, USER_EXPANDS, type UserResource } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { type CurrentUser, currentUserQueryKey, toCurrentUser } from '../../../lib/session/current-user';
import { seedCurrentUser } from '../../../lib/session/current-user-query';

/** spec 01 §3 User statistics, in client names (linkJumps and the others default to 0). */
export interface UserStatistics {
  scoresAmount: number;
  viewedHours: number;
  completedCourses: number;
  completedTasks: number;
  viewedLessons: number;
  referralOrders: number;
  cashback: number;
  discountForReferral: number;
  linkJumps: number;
}

export interface Profile {
  user: CurrentUser;
  statistics: UserStatistics;
}

/** Every statistic and the linked networks the server can add (spec 01 §7 `GET /user` expand). */
export const PROFILE_EXPAND = USER_EXPANDS.join(',');

export function toProfile(user: UserResource): Profile {
  return {
    user: toCurrentUser(user),
    statistics: {
      scoresAmount: user.scores_amount ?? 0,
      viewedHours: user.viewed_hours ?? 0,
      completedCourses: user.completed_courses ?? 0,
      completedTasks: user.completed_tasks ?? 0,
      viewedLessons: user.viewed_lessons ?? 0,
      referralOrders: user.referral_orders ?? 0,
      cashback: user.cashback ?? 0,
      discountForReferral: user.discount_for_referral ?? 0,
      linkJumps: user.link_jumps ?? 0,
    },
  };
}

/** Under the current user's key: whatever refreshes the user refreshes the profile too. */
export const profileQueryKey = [...currentUserQueryKey, 'profile'] as const;

/**
 * `GET /user?expand=...` (spec 01 §7): the profile with its statistics, fresh on every
 * visit. The answer is the newest user too, so the cached current user (header, guards)
 * takes it.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }) => {
      const { data } = await apiGet<UserResource>(ROUTES.user, { query: { expand: PROFILE_EXPAND }, signal });
      const profile = toProfile(data);
      seedCurrentUser(profile.user);
      return profile;
    },
  });

export const useProfile = () => useQuery(profileQueryOptions());
