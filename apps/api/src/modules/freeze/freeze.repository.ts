import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { streamFreezes, userCourseStreams } from '../../db/schema/index.js';
import { type FreezeRow, givenBackMs } from './freeze-period.js';

export type { FreezeRow };

/**
 * Creates a freeze and moves the stream's end date by its length, under a lock
 * on the stream row so two requests cannot both pass the overlap check.
 * Answers null (and writes nothing) when another live freeze overlaps.
 */
export async function insertFreeze(
  db: Db,
  ref: { projectId: number; streamId: number },
  start: Date,
  end: Date,
): Promise<FreezeRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from user_course_streams where id = ${ref.streamId} for update`);
    const [overlap] = await tx
      .select({ id: streamFreezes.id })
      .from(streamFreezes)
      .where(
        and(
          eq(streamFreezes.userCourseStreamId, ref.streamId),
          ne(streamFreezes.status, 2),
          lt(streamFreezes.startDate, end),
          gt(streamFreezes.endDate, start),
        ),
      )
      .limit(1);
    if (overlap) return null;
    const [row] = await tx
      .insert(streamFreezes)
      .values({ projectId: ref.projectId, userCourseStreamId: ref.streamId, startDate: start, endDate: end })
      .returning();
    const lengthMs = end.getTime() - start.getTime();
    await tx
      .update(userCourseStreams)
      .set({ endDate: sql`${userCourseStreams.endDate} + ${`${lengthMs} milliseconds`}::interval` })
      .where(eq(userCourseStreams.id, ref.streamId));
    return row!;
  });
}

/**
 * Cancels a freeze (status 2) and gives back the frozen time not used: the
 * end date moves back by all but the whole days it held (decision 043).
 */
export async function cancelFreeze(
  db: Db,
  streamId: number,
  freezeId: number,
  now: Date,
): Promise<FreezeRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from user_course_streams where id = ${streamId} for update`);
    const [row] = await tx
      .update(streamFreezes)
      .set({ status: 2, canceledAt: now })
      .where(and(eq(streamFreezes.id, freezeId), ne(streamFreezes.status, 2), gt(streamFreezes.endDate, now)))
      .returning();
    if (!row) return null;
    const unusedMs = givenBackMs(row);
    await tx
      .update(userCourseStreams)
      .set({ endDate: sql`${userCourseStreams.endDate} - ${`${unusedMs} milliseconds`}::interval` })
      .where(eq(userCourseStreams.id, streamId));
    return row;
  });
}
