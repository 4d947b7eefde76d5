import type { UserExpand, UserResource } from '@cp/contract';
import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { fileLinksOf } from '../avatar/index.js';
import { presentUserRow } from './user.presenter.js';
import { type UserFigures, userFigures } from './user.repository.js';
import { toViewedHours } from './viewing-statistics.repository.js';

/** A user's row, named from the schema (auth's own name for it would close a circle). */
type UserRow = typeof users.$inferSelect;

/** One statistic of `GET /user?expand=`, computed only when asked for. */
export type UserExpander = (db: Db, user: UserRow, reads: AnswerReads) => Promise<Partial<UserResource>>;

/** The referral programme's statistics of the user (issue 15, decision 090). */
export type ReferralExpand = 'referral_orders' | 'cashback' | 'discount_for_referral' | 'link_jumps';

/**
 * The referral programme's figures of the user (its invitations, orders and cashback): the
 * referral area provides them (decision 135), so the user never imports the referral, a tier above.
 */
export type ReferralFigures = Record<ReferralExpand, UserExpander>;

/**
 * The statistics that areas above the user compute, which app/api-routes.ts hands to the user
 * routes (decision 135): the referral's figures, and the social networks the learner linked
 * (`user_external_auths`; the social sign-in stands above auth, which shows the user).
 */
export type ExpandersFromAbove = ReferralFigures & { user_external_auths: UserExpander };

/**
 * The user's own statistics of `GET /user?expand=` (spec 01 §7), within the request's school.
 * Viewing counts the recorded lesson statuses (issue 8), completed tasks the accepted homework
 * (issue 10); the statistics screen's timeline counts the same rows (089).
 */
/** What the expanders of one answer read once between them: the figures, in one statement. */
export interface AnswerReads {
  figures?: Promise<UserFigures>;
}
function figures(db: Db, u: UserRow, reads: AnswerReads) {
  reads.figures ??= userFigures(db, u.projectId, u.id);
  return reads.figures;
}

const expanders: Record<Exclude<UserExpand, keyof ExpandersFromAbove>, UserExpander> = {
  scores_amount: async (db, u, reads) => ({ scores_amount: (await figures(db, u, reads)).scoresAmount }),
  completed_courses: async (db, u, reads) => ({
    completed_courses: (await figures(db, u, reads)).completedCourses,
  }),
  viewed_hours: async (db, u, reads) => ({
    viewed_hours: toViewedHours((await figures(db, u, reads)).viewedSeconds),
  }),
  completed_tasks: async (db, u, reads) => ({
    completed_tasks: (await figures(db, u, reads)).completedTasks,
  }),
  viewed_lessons: async (db, u, reads) => ({ viewed_lessons: (await figures(db, u, reads)).viewedLessons }),
};

/**
 * The user resource with the statistics asked for. Only `GET /user` asks for any, and it hands in
 * those computed above the user; the other answers that show the user (sign-in, profile, account,
 * avatar) ask for none.
 */
export async function presentUser(
  db: Db,
  user: UserRow,
  expand: readonly UserExpand[],
  fromAbove?: ExpandersFromAbove,
): Promise<UserResource> {
  const all: Partial<Record<UserExpand, UserExpander>> = { ...expanders, ...fromAbove };
  const reads: AnswerReads = {};
  const parts = await Promise.all(
    expand.map((name) => {
      const expander = all[name];
      // A call that asks for a figure from above without handing those in is a wiring fault.
      if (!expander) throw new Error(`presentUser: no expander for ${name}`);
      return expander(db, user, reads);
    }),
  );
  const avatar = user.avatarFileId ? fileLinksOf(db).url(user.projectId, user.avatarFileId) : null;
  return Object.assign(presentUserRow(user, avatar), ...parts);
}
