import { and, asc, count, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, users, videoConsultationOffers, videoConsultations } from '../../db/schema/index.js';
import type { Page } from '../../plugins/pagination.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type VideoConsultationRow = typeof videoConsultations.$inferSelect;
export type VideoOfferRow = typeof videoConsultationOffers.$inferSelect;
export type VideoStatus = VideoConsultationRow['status'];

/** The offers of some courses of a school, with the course titles: one unique index lookup each. */
export async function offersOfCourses(db: Db, projectId: number, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({ offer: videoConsultationOffers, courseTitle: courses.title })
    .from(videoConsultationOffers)
    .innerJoin(courses, eq(courses.id, videoConsultationOffers.courseId))
    .where(
      and(
        eq(videoConsultationOffers.projectId, projectId),
        inArray(videoConsultationOffers.courseId, courseIds),
      ),
    );
}

export async function offerOfCourse(db: Db | Tx, courseId: number) {
  const [row] = await db
    .select()
    .from(videoConsultationOffers)
    .where(eq(videoConsultationOffers.courseId, courseId));
  return row ?? null;
}

/** How many rows each stream already has. */
export async function rowCounts(db: Db, streamIds: number[]) {
  if (streamIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ streamId: videoConsultations.userCourseStreamId, n: count() })
    .from(videoConsultations)
    .where(inArray(videoConsultations.userCourseStreamId, streamIds))
    .groupBy(videoConsultations.userCourseStreamId);
  return new Map(rows.map((r) => [r.streamId, r.n]));
}

/** Creates the missing rows 1..count of a stream; a second caller at once inserts nothing. */
export async function ensureRows(
  db: Db,
  stream: { projectId: number; id: number; userId: number; courseId: number },
  count: number,
) {
  if (count <= 0) return;
  await db
    .insert(videoConsultations)
    .values(
      Array.from({ length: count }, (_, i) => ({
        projectId: stream.projectId,
        userCourseStreamId: stream.id,
        seq: i + 1,
        userId: stream.userId,
        courseId: stream.courseId,
      })),
    )
    .onConflictDoNothing();
}

/** A learner's video consultations, oldest first: one index range (project, user). */
export function learnerRows(db: Db, projectId: number, userId: number) {
  return db
    .select({
      row: videoConsultations,
      courseTitle: courses.title,
      durationMinutes: videoConsultationOffers.durationMinutes,
    })
    .from(videoConsultations)
    .innerJoin(courses, eq(courses.id, videoConsultations.courseId))
    .leftJoin(videoConsultationOffers, eq(videoConsultationOffers.courseId, videoConsultations.courseId))
    .where(and(eq(videoConsultations.projectId, projectId), eq(videoConsultations.userId, userId)))
    .orderBy(asc(videoConsultations.id));
}

export async function findRow(db: Db | Tx, projectId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(videoConsultations)
    .where(and(eq(videoConsultations.projectId, projectId), eq(videoConsultations.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

const held = (courseId: number) =>
  and(
    eq(videoConsultations.courseId, courseId),
    inArray(videoConsultations.status, ['waiting', 'confirmed']),
  );

/**
 * Instants (ms) of a course held by ordered or confirmed consultations in `[from, until)`: a
 * range of the slot index, never more rows than the schedule has slots in the window.
 */
export async function takenInstants(db: Db | Tx, courseId: number, from: Date, until: Date) {
  const rows = await db
    .select({ at: videoConsultations.startDateTime })
    .from(videoConsultations)
    .where(
      and(
        held(courseId),
        gte(videoConsultations.startDateTime, from),
        lt(videoConsultations.startDateTime, until),
      ),
    );
  return new Set(rows.map((r) => r.at!.getTime()));
}

/** Whether another row of the course holds this instant: one probe of the slot index. */
export async function isTaken(db: Db | Tx, courseId: number, at: Date, exceptId: number) {
  const [row] = await db
    .select({ id: videoConsultations.id })
    .from(videoConsultations)
    .where(and(held(courseId), eq(videoConsultations.startDateTime, at), ne(videoConsultations.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function updateRow(
  db: Db | Tx,
  id: number,
  values: Partial<typeof videoConsultations.$inferInsert>,
) {
  const [row] = await db
    .update(videoConsultations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(videoConsultations.id, id))
    .returning();
  return row!;
}

/** A page of the requests of the expert's courses in one status, soonest first (the desk index). */
export async function deskRows(
  db: Db,
  projectId: number,
  courseIds: number[],
  status: VideoStatus,
  page: Page,
) {
  if (courseIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(videoConsultations.projectId, projectId),
    inArray(videoConsultations.courseId, courseIds),
    eq(videoConsultations.status, status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: videoConsultations,
        courseTitle: courses.title,
        learner: { id: users.id, name: users.name, lastName: users.lastName, email: users.email },
        timeZone: videoConsultationOffers.timeZone,
        durationMinutes: videoConsultationOffers.durationMinutes,
      })
      .from(videoConsultations)
      .innerJoin(courses, eq(courses.id, videoConsultations.courseId))
      .innerJoin(users, eq(users.id, videoConsultations.userId))
      .leftJoin(videoConsultationOffers, eq(videoConsultationOffers.courseId, videoConsultations.courseId))
      .where(where)
      .orderBy(asc(videoConsultations.startDateTime), asc(videoConsultations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(videoConsultations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One row with what the desk shows of it. */
export async function deskRow(db: Db, id: number) {
  const [row] = await db
    .select({
      row: videoConsultations,
      courseTitle: courses.title,
      learner: { id: users.id, name: users.name, lastName: users.lastName, email: users.email },
      timeZone: videoConsultationOffers.timeZone,
      durationMinutes: videoConsultationOffers.durationMinutes,
    })
    .from(videoConsultations)
    .innerJoin(courses, eq(courses.id, videoConsultations.courseId))
    .innerJoin(users, eq(users.id, videoConsultations.userId))
    .leftJoin(videoConsultationOffers, eq(videoConsultationOffers.courseId, videoConsultations.courseId))
    .where(eq(videoConsultations.id, id));
  return row!;
}

export type DeskRow = Awaited<ReturnType<typeof deskRow>>;
