import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, days, userCourseStreams } from '../../db/schema/index.js';
import type { Tx } from './payment-tx.js';

/**
 * The stream a course's purchase goes to (decision 060), inside the payment's transaction: the
 * learner's full stream of the course, else the demo made full (decision 152), else a new one.
 */

/** A new paid stream of a course, as the demo order makes one but with full access. */
export async function insertStream(
  tx: Db | Tx,
  p: { projectId: number; userId: number; courseId: number; end: string },
) {
  const [course] = await tx
    .select({ version: courses.version })
    .from(courses)
    .where(eq(courses.id, p.courseId))
    .limit(1);
  const [training] = await tx
    .select({ n: count() })
    .from(days)
    .where(and(eq(days.courseId, p.courseId), eq(days.dayOfRest, false)));
  const [stream] = await tx
    .insert(userCourseStreams)
    .values({
      projectId: p.projectId,
      userId: p.userId,
      courseId: p.courseId,
      status: 'open',
      startDate: sql`now()`,
      endDate: sql`now() + ${p.end}::interval`,
      daysCount: training?.n ?? 0,
      isDemo: false,
      courseFullAccess: true,
      courseVersion: course?.version ?? 1,
    })
    .returning({ id: userCourseStreams.id, endDate: userCourseStreams.endDate });
  return stream!;
}

/**
 * Moves a stream's end by `length` from the later of its end and now. A freeze's dates stay
 * where they are: the freeze still holds the days it held, the access simply ends later.
 */
export async function extendStream(tx: Tx, streamId: number, projectId: number, length: string) {
  const [stream] = await tx
    .update(userCourseStreams)
    .set({
      endDate: sql`greatest(coalesce(${userCourseStreams.endDate}, now()), now()) + ${length}::interval`,
    })
    .where(and(eq(userCourseStreams.id, streamId), eq(userCourseStreams.projectId, projectId)))
    .returning({ id: userCourseStreams.id, endDate: userCourseStreams.endDate });
  return stream;
}

/** The learner's latest paid (not demo) stream of a course: a purchase extends it. */
export async function heldStream(tx: Tx, projectId: number, userId: number, courseId: number) {
  const [row] = await tx
    .select({ id: userCourseStreams.id })
    .from(userCourseStreams)
    .where(
      and(
        eq(userCourseStreams.projectId, projectId),
        eq(userCourseStreams.userId, userId),
        eq(userCourseStreams.courseId, courseId),
        eq(userCourseStreams.isDemo, false),
      ),
    )
    .orderBy(desc(userCourseStreams.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The learner's demo stream of the course, made a full one (decision 152): buying the course
 * after trying it carries on in the same stream, with its progress and its chat, instead of
 * leaving the demo beside a new stream (two identical entries in the courses list and the chat
 * list). Its end is then set by the purchase as for any held stream; null when there is no demo.
 */
export async function upgradeDemoStream(tx: Tx, projectId: number, userId: number, courseId: number) {
  const [row] = await tx
    .update(userCourseStreams)
    // The demo's own remaining days are not added to what was bought: the purchase's length runs
    // from now (extendStream, next).
    .set({ isDemo: false, courseFullAccess: true, status: 'open', endDate: sql`now()` })
    .where(
      eq(
        userCourseStreams.id,
        sql`(select ${userCourseStreams.id} from ${userCourseStreams} where ${and(
          eq(userCourseStreams.projectId, projectId),
          eq(userCourseStreams.userId, userId),
          eq(userCourseStreams.courseId, courseId),
          eq(userCourseStreams.isDemo, true),
        )} order by ${userCourseStreams.id} desc limit 1)`,
      ),
    )
    .returning({ id: userCourseStreams.id });
  return row?.id ?? null;
}
