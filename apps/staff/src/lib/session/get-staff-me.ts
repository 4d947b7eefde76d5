import { STAFF_CHAT_ROUTES, STAFF_TEAM_ROUTES, type StaffMe } from '@cp/contract';
import { apiGet } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { staffPath } from '../api/staff-path';
import { type StaffIdentity, toStaffIdentity } from './staff-identity';

/** The signed-in account is not staff (a learner): the desk refuses it with a clear text. */
export class NotStaffError extends Error {
  override name = 'NotStaffError';
}

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * `GET /staff/me`: who is signed in and their role (decision 053). 403 = a learner's token,
 * refused by every staff route (decision 050): `NotStaffError`; 401 throws as it is. A server
 * without that call yet (404) is asked through the desk's own list instead, as an expert.
 */
export async function getStaffMe(): Promise<StaffIdentity> {
  try {
    return toStaffIdentity((await apiGet<StaffMe>(staffPath(STAFF_TEAM_ROUTES.me))).data);
  } catch (error) {
    if (isStatus(error, 403)) throw new NotStaffError();
    if (!isStatus(error, 404)) throw error;
  }
  try {
    await apiGet(staffPath(STAFF_CHAT_ROUTES.chats), { query: { 'per-page': 1 } });
  } catch (error) {
    if (isStatus(error, 403)) throw new NotStaffError();
    throw error;
  }
  return { id: 0, displayName: '', email: null, role: 'expert', courses: [] };
}
