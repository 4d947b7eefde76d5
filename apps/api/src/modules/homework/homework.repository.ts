import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, uploads, userHomeworkStatuses } from '../../db/schema/index.js';

export type HomeworkStatusRow = typeof userHomeworkStatuses.$inferSelect;
export type NewHomeworkStatus = typeof userHomeworkStatuses.$inferInsert;
export type HandInUploadRow = typeof uploads.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The learner's side of homework (decision 057). Every read is one stream's (or one learner's
 * few streams') index range of `user_homework_statuses_stream_target_uq`, or a row by id
 * checked against the stream it must belong to.
 */

/**
 * Makes the NOT_UPLOADED rows of placements first offered to the learner, in one statement;
 * a row another request made meanwhile stays as it is (ON CONFLICT DO NOTHING).
 */
export async function insertMissingStatuses(db: Db, rows: NewHomeworkStatus[]) {
  if (rows.length === 0) return 0;
  const made = await db
    .insert(userHomeworkStatuses)
    .values(rows)
    .onConflictDoNothing({
      target: [
        userHomeworkStatuses.userCourseStreamId,
        userHomeworkStatuses.targetType,
        userHomeworkStatuses.targetId,
      ],
    })
    .returning({ id: userHomeworkStatuses.id });
  return made.length;
}

/** Every status row of the streams, oldest first (the service orders them by the course). */
export function statusesOfStreams(db: Db, streamIds: number[]) {
  if (streamIds.length === 0) return Promise.resolve([] as HomeworkStatusRow[]);
  return db
    .select()
    .from(userHomeworkStatuses)
    .where(inArray(userHomeworkStatuses.userCourseStreamId, streamIds))
    .orderBy(asc(userHomeworkStatuses.id));
}

/** A status row of this stream, locked for the hand-in's transaction when `lock`. */
export async function findStreamStatus(db: Db | Tx, streamId: number, statusId: number, lock = false) {
  const q = db
    .select()
    .from(userHomeworkStatuses)
    .where(and(eq(userHomeworkStatuses.id, statusId), eq(userHomeworkStatuses.userCourseStreamId, streamId)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * The caller's finished uploads not attached to any message yet, locked until the hand-in's
 * transaction ends: a chat message naming the same file waits, then finds it taken.
 */
export function lockFreeUploads(tx: Tx, owner: { projectId: number; userId: number }, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as HandInUploadRow[]);
  return tx
    .select()
    .from(uploads)
    .where(
      and(
        inArray(uploads.id, ids),
        eq(uploads.projectId, owner.projectId),
        eq(uploads.userId, owner.userId),
        eq(uploads.status, 'ready'),
        sql`${uploads.attachedMessageId} is null`,
      ),
    )
    .for('update');
}

/** The hand-in itself: under review now, with its message and choices. */
export async function markHandedIn(
  tx: Tx,
  id: number,
  values: { now: Date; chatChannelId: number; answerMessageId: number; exerciseIds: number[] },
) {
  const [row] = await tx
    .update(userHomeworkStatuses)
    .set({
      status: 'UPLOADED',
      // The first hand-in opens the stage gate for good (decision 057).
      handedInAt: sql`coalesce(${userHomeworkStatuses.handedInAt}, ${values.now.toISOString()}::timestamptz)`,
      lastHandedInAt: values.now,
      exerciseIds: values.exerciseIds,
      answerMessageId: values.answerMessageId,
      chatChannelId: values.chatChannelId,
      updatedAt: values.now,
    })
    .where(eq(userHomeworkStatuses.id, id))
    .returning();
  return row!;
}

/** The hand-in messages of status rows (`answer`), text only; their files come from the uploads. */
export async function messagesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof chatMessages.$inferSelect>();
  const rows = await db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
  return new Map(rows.map((m) => [m.id, m]));
}
