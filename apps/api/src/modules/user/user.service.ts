import type { UserExpand, UserResource } from '@cp/contract';
import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { fileLinksOf } from '../avatar/index.js';
import { cashbackOf, discountForReferralOf, linkJumpsOf, referralOrdersOf } from '../referral/index.js';
import { externalAuths } from '../social/index.js';
import { presentUserRow } from './user.presenter.js';
import { completedCourses, completedTasks, scoresAmount } from './user.repository.js';
import { toViewedHours, viewingTotals } from './viewing-statistics.repository.js';

/** A user's row, named from the schema (auth's own name for it would close a circle). */
type UserRow = typeof users.$inferSelect;

/**
 * Statistics of `GET /user?expand=` (spec 01 §7). Each is computed only when
 * asked for, within the request's school. Viewing counts the recorded lesson
 * statuses (issue 8), completed tasks the accepted homework (issue 10), the
 * referral figures the programme's invitations, orders and cashback (issue 15,
 * decision 090); the statistics screen's timeline counts the same rows (089).
 */
const expanders: Record<UserExpand, (db: Db, user: UserRow) => Promise<Partial<UserResource>>> = {
  scores_amount: async (db, u) => ({ scores_amount: await scoresAmount(db, u.id) }),
  completed_courses: async (db, u) => ({ completed_courses: await completedCourses(db, u.projectId, u.id) }),
  viewed_hours: async (db, u) => ({
    viewed_hours: toViewedHours((await viewingTotals(db, u.projectId, u.id)).seconds),
  }),
  completed_tasks: async (db, u) => ({ completed_tasks: await completedTasks(db, u.projectId, u.id) }),
  viewed_lessons: async (db, u) => ({ viewed_lessons: (await viewingTotals(db, u.projectId, u.id)).lessons }),
  referral_orders: async (db, u) => ({ referral_orders: await referralOrdersOf(db, u.id) }),
  cashback: async (db, u) => ({ cashback: await cashbackOf(db, u.projectId, u.id) }),
  discount_for_referral: async (db, u) => ({
    discount_for_referral: await discountForReferralOf(db, u.projectId),
  }),
  link_jumps: async (db, u) => ({ link_jumps: await linkJumpsOf(db, u.id) }),
  user_external_auths: async (db, u) => ({ user_external_auths: await externalAuths(db, u.id) }),
};

export async function presentUser(
  db: Db,
  user: UserRow,
  expand: readonly UserExpand[],
): Promise<UserResource> {
  const parts = await Promise.all(expand.map((name) => expanders[name](db, user)));
  const avatar = user.avatarFileId ? fileLinksOf(db).url(user.projectId, user.avatarFileId) : null;
  return Object.assign(presentUserRow(user, avatar), ...parts);
}
