import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  courses,
  homeworks,
  userCourseStreams,
  userHomeworkStatuses,
  userScores,
  users,
} from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The expert's review desk (issue 10, decision 058). Every read names the school and the
 * reviewer's courses; the queue is the partial index `user_homework_statuses_queue_idx`
 * (course, last hand-in) of the UPLOADED rows, so a page never sorts a course's history.
 */

export type HomeworkStatusRow = typeof userHomeworkStatuses.$inferSelect;
export type HomeworkRow = typeof homeworks.$inferSelect;

/** A status on the desk with what the desk shows beside it. */
export interface DeskRow {
  status: HomeworkStatusRow;
  homework: HomeworkRow;
  learner: {
    id: number;
    name: string | null;
    lastName: string | null;
    email: string | null;
    languageCode: string | null;
  };
  courseTitle: string;
  /** The stream's chat, for a status made before the stream had one. */
  streamChatId: number | null;
}

const deskColumns = {
  status: userHomeworkStatuses,
  homework: homeworks,
  learner: {
    id: users.id,
    name: users.name,
    lastName: users.lastName,
    email: users.email,
    languageCode: users.languageCode,
  },
  courseTitle: courses.title,
  streamChatId: userCourseStreams.chatChannelId,
};

function selectDesk(db: Db | Tx) {
  return db
    .select(deskColumns)
    .from(userHomeworkStatuses)
    .innerJoin(homeworks, eq(homeworks.id, userHomeworkStatuses.homeworkId))
    .innerJoin(users, eq(users.id, userHomeworkStatuses.userId))
    .innerJoin(courses, eq(courses.id, userHomeworkStatuses.courseId))
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, userHomeworkStatuses.userCourseStreamId));
}

const waiting = (projectId: number, courseIds: number[]) =>
  and(
    eq(userHomeworkStatuses.projectId, projectId),
    inArray(userHomeworkStatuses.courseId, courseIds),
    eq(userHomeworkStatuses.status, 'UPLOADED'),
  );

/** The waiting hand-ins of the courses, oldest last hand-in first, and how many there are. */
export async function queuePage(
  db: Db,
  projectId: number,
  courseIds: number[],
  page: { limit: number; offset: number },
): Promise<{ rows: DeskRow[]; total: number }> {
  if (courseIds.length === 0) return { rows: [], total: 0 };
  const where = waiting(projectId, courseIds);
  const [rows, [total]] = await Promise.all([
    selectDesk(db)
      .where(where)
      .orderBy(asc(userHomeworkStatuses.lastHandedInAt), asc(userHomeworkStatuses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(userHomeworkStatuses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Per course: the waiting hand-ins, and those handed in before `overdueBefore`. */
export async function queueCounts(db: Db, projectId: number, courseIds: number[], overdueBefore: Date) {
  const counts = new Map<number, { waiting: number; overdue: number }>();
  if (courseIds.length === 0) return counts;
  const rows = await db
    .select({
      courseId: userHomeworkStatuses.courseId,
      waiting: count(),
      overdue: sql<number>`count(*) filter (where ${lt(userHomeworkStatuses.lastHandedInAt, overdueBefore)})::int`,
    })
    .from(userHomeworkStatuses)
    .where(waiting(projectId, courseIds))
    .groupBy(userHomeworkStatuses.courseId);
  for (const r of rows) counts.set(r.courseId, { waiting: Number(r.waiting), overdue: Number(r.overdue) });
  return counts;
}

/** The school's courses among `courseIds`, by title. */
export function coursesByIds(db: Db, projectId: number, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), inArray(courses.id, courseIds)))
    .orderBy(asc(courses.title), asc(courses.id));
}

/** One status of this school on the desk; null for another school's or a missing id. */
export async function findDeskRow(db: Db | Tx, projectId: number, id: number): Promise<DeskRow | null> {
  const [row] = await selectDesk(db).where(
    and(eq(userHomeworkStatuses.projectId, projectId), eq(userHomeworkStatuses.id, id)),
  );
  return row ?? null;
}

export interface Verdict {
  status: 'DONE' | 'FAIL';
  reviewerId: number;
  comment: string | null;
  scores: number;
  now: Date;
}

/**
 * Sets the verdict on a status still waiting for review. The row lock of the UPDATE makes a
 * second review of the same hand-in wait, then find it no longer UPLOADED: null, nothing changed.
 */
export async function setVerdict(tx: Tx, id: number, v: Verdict): Promise<HomeworkStatusRow | null> {
  const [row] = await tx
    .update(userHomeworkStatuses)
    .set({
      status: v.status,
      reviewerId: v.reviewerId,
      reviewComment: v.comment,
      reviewedAt: v.now,
      updatedAt: v.now,
      ...(v.status === 'DONE' ? { scoresEarned: v.scores } : {}),
    })
    .where(and(eq(userHomeworkStatuses.id, id), eq(userHomeworkStatuses.status, 'UPLOADED')))
    .returning();
  return row ?? null;
}

export async function setReviewMessage(tx: Tx, id: number, messageId: number) {
  await tx
    .update(userHomeworkStatuses)
    .set({ reviewMessageId: messageId })
    .where(eq(userHomeworkStatuses.id, id));
}

/**
 * Adds the accepted homework's points to the learner's balance once: only the UPDATE that
 * finds `scores_credited_at` still null writes the ledger row (decision 057). Answers whether
 * this call credited them.
 */
export async function creditScores(
  tx: Tx,
  row: { id: number; projectId: number; userId: number },
  scores: number,
  now: Date,
): Promise<boolean> {
  const [credited] = await tx
    .update(userHomeworkStatuses)
    .set({ scoresCreditedAt: now })
    .where(and(eq(userHomeworkStatuses.id, row.id), isNull(userHomeworkStatuses.scoresCreditedAt)))
    .returning({ id: userHomeworkStatuses.id });
  if (!credited) return false;
  if (scores > 0) {
    await tx
      .insert(userScores)
      .values({ projectId: row.projectId, userId: row.userId, amount: scores, reason: `homework:${row.id}` });
  }
  return true;
}
