import { and, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  courses,
  days,
  oneTimeTokens,
  streamFreezes,
  userCourseStreams,
  users,
} from '../../../db/schema/index.js';
import { presentStream } from './people.presenter.js';
import type { LearnerRow, StreamRow } from './people.repository.js';

/**
 * Queries of the console's learner invitations and CSV import (decision 115): each reads all the
 * rows of a file at once (one statement per table, bounded by LEARNER_IMPORT_MAX_ROWS), never
 * one statement per row.
 */

/** The school's accounts (any role) with these e-mails; locked for the import that follows. */
export async function usersByEmail(db: Db, projectId: number, emails: string[], lock = false) {
  if (!emails.length) return [];
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), inArray(users.email, emails)))
    .orderBy(users.id);
  return lock ? query.for('update') : query;
}

export async function insertLearners(db: Db, values: (typeof users.$inferInsert)[]): Promise<LearnerRow[]> {
  if (!values.length) return [];
  return db.insert(users).values(values).returning();
}

export async function insertLearner(db: Db, values: typeof users.$inferInsert): Promise<LearnerRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export interface ImportCourse {
  id: number;
  title: string;
  slug: string | null;
  version: number;
}

/** The school's courses named by id or by slug. */
export async function coursesByRef(
  db: Db,
  projectId: number,
  ids: number[],
  slugs: string[],
): Promise<ImportCourse[]> {
  const refs: SQL[] = [];
  if (ids.length) refs.push(inArray(courses.id, ids));
  if (slugs.length) refs.push(inArray(courses.slug, slugs));
  if (!refs.length) return [];
  return db
    .select({ id: courses.id, title: courses.title, slug: courses.slug, version: courses.version })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), or(...refs)));
}

/** A course's training days (days that are not days of rest): what a new stream records. */
export async function trainingDaysOf(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(days)
    .where(and(eq(days.courseId, courseId), eq(days.dayOfRest, false)));
  return Number(row?.n ?? 0);
}

/**
 * `userId:courseId` of the learners' streams of these courses that have not ended (a demo one
 * aside): the same test as an enrolment's (people-streams.service `hasActiveStream`).
 */
export async function activeEnrolments(
  db: Db,
  projectId: number,
  userIds: number[],
  courseIds: number[],
): Promise<Set<string>> {
  if (!userIds.length || !courseIds.length) return new Set();
  const rows = await db
    .select({ stream: userCourseStreams, courseTitle: courses.title })
    .from(userCourseStreams)
    .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
    .where(
      and(
        eq(userCourseStreams.projectId, projectId),
        inArray(userCourseStreams.userId, userIds),
        inArray(userCourseStreams.courseId, courseIds),
        eq(userCourseStreams.isDemo, false),
      ),
    );
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
  const now = Date.now();
  const active = new Set<string>();
  for (const r of rows) {
    if (presentStream(r.stream, r.courseTitle, freezes, now).status !== 'ended') {
      active.add(`${r.stream.userId}:${r.stream.courseId}`);
    }
  }
  return active;
}

/** How many streams the learner has (the list's column). */
export async function streamsCountOf(db: Db, projectId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userCourseStreams)
    .where(and(eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.userId, userId)));
  return Number(row?.n ?? 0);
}

export async function insertStreams(
  db: Db,
  values: (typeof userCourseStreams.$inferInsert)[],
): Promise<StreamRow[]> {
  if (!values.length) return [];
  return db.insert(userCourseStreams).values(values).returning();
}

/**
 * New one-time links for these accounts: every link they had before is dropped (it stops working,
 * and the table keeps no dead rows), then the new ones go in, one statement each.
 */
export async function replaceOneTimeTokens(db: Db, values: (typeof oneTimeTokens.$inferInsert)[]) {
  if (!values.length) return;
  await db.delete(oneTimeTokens).where(
    inArray(
      oneTimeTokens.userId,
      values.map((v) => v.userId),
    ),
  );
  await db.insert(oneTimeTokens).values(values);
}
