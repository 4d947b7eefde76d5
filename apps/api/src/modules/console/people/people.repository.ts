import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  courses,
  days,
  homeworks,
  streamFreezes,
  userCourseStreams,
  userHomeworkStatuses,
  userScores,
  users,
} from '../../../db/schema/index.js';
import type { Page } from '../../../plugins/pagination.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;
export type LearnerRow = typeof users.$inferSelect;
export type StreamRow = typeof userCourseStreams.$inferSelect;

const learnersOf = (projectId: number) => and(eq(users.projectId, projectId), eq(users.role, 'learner'));

/** `%` and `_` typed by the administrator are letters, not patterns. */
const likePrefix = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the school's learners, newest first. `q` matches the start of the name, the last
 * name or the e-mail, case-insensitively (decision 073): a prefix, so the e-mail part can use
 * the (project_id, email) index's order and nothing scans more than one school.
 */
export async function listLearners(db: Db, projectId: number, page: Page, q?: string) {
  const conditions: (SQL | undefined)[] = [learnersOf(projectId)];
  if (q) {
    const p = likePrefix(q);
    conditions.push(
      or(
        sql`lower(${users.name}) like ${p}`,
        sql`lower(${users.lastName}) like ${p}`,
        sql`${users.email} like ${p}`,
      ),
    );
  }
  const where = and(...conditions);
  const streamsCount = db
    .select({ n: count() })
    .from(userCourseStreams)
    .where(and(eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.userId, users.id)));
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, streamsCount: sql<number>`(${streamsCount})::int` })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A learner of this school; another school's id, or a staff member's, is the same as a missing one. */
export async function findLearner(db: Queryable, projectId: number, userId: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(learnersOf(projectId), eq(users.id, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateLearner(
  tx: Queryable,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** The learner's streams with their course titles, oldest first, and the freezes that decide their status. */
export async function streamsOfLearner(db: Queryable, projectId: number, userId: number) {
  const rows = await db
    .select({ stream: userCourseStreams, courseTitle: courses.title })
    .from(userCourseStreams)
    .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
    .where(and(eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.userId, userId)))
    .orderBy(asc(userCourseStreams.id));
  const freezes = rows.length
    ? await db
        .select()
        .from(streamFreezes)
        .where(
          inArray(
            streamFreezes.userCourseStreamId,
            rows.map((r) => r.stream.id),
          ),
        )
    : [];
  return { rows, freezes };
}

/** A stream of this school by id, locked for the change that follows, with its freezes and course title. */
export async function lockStream(tx: Queryable, projectId: number, streamId: number) {
  const [row] = await tx
    .select({ stream: userCourseStreams, courseTitle: courses.title })
    .from(userCourseStreams)
    .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
    .where(and(eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.id, streamId)))
    .for('update', { of: userCourseStreams });
  if (!row) return undefined;
  const freezes = await tx.select().from(streamFreezes).where(eq(streamFreezes.userCourseStreamId, streamId));
  return { ...row, freezes };
}

export async function updateStream(
  tx: Queryable,
  streamId: number,
  values: Partial<typeof userCourseStreams.$inferInsert>,
) {
  const [row] = await tx
    .update(userCourseStreams)
    .set(values)
    .where(eq(userCourseStreams.id, streamId))
    .returning();
  return row!;
}

/** A course of this school with its version and training days (what a new stream records). */
export async function schoolCourse(db: Queryable, projectId: number, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, title: courses.title, version: courses.version })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), eq(courses.id, courseId)));
  if (!course) return undefined;
  const [training] = await db
    .select({ n: count() })
    .from(days)
    .where(and(eq(days.courseId, courseId), eq(days.dayOfRest, false)));
  return { ...course, trainingDays: Number(training?.n ?? 0) };
}

export async function insertStream(tx: Queryable, values: typeof userCourseStreams.$inferInsert) {
  const [row] = await tx.insert(userCourseStreams).values(values).returning();
  return row!;
}

/** The balance: the sum of the learner's ledger (one index range on the user). */
export async function balanceOf(db: Queryable, projectId: number, userId: number) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${userScores.amount}), 0)::int` })
    .from(userScores)
    .where(and(eq(userScores.userId, userId), eq(userScores.projectId, projectId)));
  return Number(row?.total ?? 0);
}

/** The newest `limit` rows of the ledger and how many there are. */
export async function ledgerOf(db: Queryable, projectId: number, userId: number, limit: number) {
  const where = and(eq(userScores.userId, userId), eq(userScores.projectId, projectId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userScores)
      .where(where)
      .orderBy(desc(userScores.createdAt), desc(userScores.id))
      .limit(limit),
    db.select({ n: count() }).from(userScores).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The titles behind ledger reasons `homework:<status id>` and `day:<day id>`, of the school only. */
export async function reasonTitles(
  db: Queryable,
  projectId: number,
  homeworkStatusIds: number[],
  dayIds: number[],
) {
  const [homework, day] = await Promise.all([
    homeworkStatusIds.length === 0
      ? []
      : db
          .select({ id: userHomeworkStatuses.id, title: homeworks.title })
          .from(userHomeworkStatuses)
          .innerJoin(homeworks, eq(homeworks.id, userHomeworkStatuses.homeworkId))
          .where(
            and(
              eq(userHomeworkStatuses.projectId, projectId),
              inArray(userHomeworkStatuses.id, homeworkStatusIds),
            ),
          ),
    dayIds.length === 0
      ? []
      : db
          .select({ id: days.id, title: days.title })
          .from(days)
          .where(and(eq(days.projectId, projectId), inArray(days.id, dayIds))),
  ]);
  return {
    homework: new Map(homework.map((r) => [r.id, r.title])),
    day: new Map(day.map((r) => [r.id, r.title])),
  };
}

export async function insertScore(tx: Queryable, values: typeof userScores.$inferInsert) {
  const [row] = await tx.insert(userScores).values(values).returning();
  return row!;
}
