import { and, asc, between, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { chatChannels, chatMessages, consultations } from '../../db/schema/index.js';

export type ConsultationRow = typeof consultations.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction of it. */
export type Queryable = Db | Tx;

/** spec 02 §4: the count toward the limits includes open, close and rated. */
export async function countOfStream(db: Db | Tx, streamId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(consultations)
    .where(eq(consultations.userCourseStreamId, streamId));
  return row?.n ?? 0;
}

export async function countOfLearnerCourse(db: Db | Tx, projectId: number, userId: number, courseId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(consultations)
    .where(
      and(
        eq(consultations.projectId, projectId),
        eq(consultations.userId, userId),
        eq(consultations.courseId, courseId),
      ),
    );
  return row?.n ?? 0;
}

export function consultationsOfChat(db: Db, chatId: number) {
  return db
    .select()
    .from(consultations)
    .where(eq(consultations.chatChannelId, chatId))
    .orderBy(asc(consultations.id));
}

// Part of every stream status with its chat: prepared (decision 139).
const ofStreamStatement = preparedStatement((db: Db) =>
  db
    .select()
    .from(consultations)
    .where(
      and(
        eq(consultations.projectId, sql.placeholder('projectId')),
        eq(consultations.userCourseStreamId, sql.placeholder('streamId')),
      ),
    )
    .orderBy(asc(consultations.id))
    .prepare('stream_consultations'),
);

export function consultationsOfStreamRows(db: Db, projectId: number, streamId: number) {
  return ofStreamStatement(db).execute({ projectId, streamId });
}

export async function findConsultation(db: Db | Tx, projectId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(consultations)
    .where(and(eq(consultations.projectId, projectId), eq(consultations.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function lockChannel(tx: Tx, chatId: number) {
  await tx
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(eq(chatChannels.id, chatId))
    .for('update');
}

export async function openConsultationOf(tx: Tx, chatId: number) {
  const [row] = await tx
    .select()
    .from(consultations)
    .where(and(eq(consultations.chatChannelId, chatId), eq(consultations.status, 'open')));
  return row ?? null;
}

export async function newestMessageId(tx: Tx, chatId: number) {
  const [row] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.chatChannelId, chatId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.id ?? null;
}

export async function messagesBetween(tx: Tx, chatId: number, fromId: number, toId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatChannelId, chatId), between(chatMessages.id, fromId, toId)));
  return row?.n ?? 0;
}

export async function insertConsultation(tx: Tx, values: typeof consultations.$inferInsert) {
  const [row] = await tx.insert(consultations).values(values).returning();
  return row!;
}

export async function updateConsultation(
  db: Db | Tx,
  id: number,
  values: Partial<typeof consultations.$inferInsert>,
) {
  const [row] = await db.update(consultations).set(values).where(eq(consultations.id, id)).returning();
  return row!;
}
