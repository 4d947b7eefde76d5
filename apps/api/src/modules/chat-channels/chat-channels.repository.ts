import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { chatChannels, userCourseStreams } from '../../db/schema/index.js';

/**
 * The chats themselves (one per paid stream): found, listed, opened. Messages are in
 * chat.repository.ts, the experts and their desk in chat-experts.repository.ts. Every read is one
 * chat's index range, one learner's chats, or one course's chats of the expert desk
 * (ARCHITECTURE §7, decision 050); every one names the school.
 */

export type ChatChannelRow = typeof chatChannels.$inferSelect;

/** A transaction of `Db`, for the reads that lock. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const channelWhere = and(
  eq(chatChannels.projectId, sql.placeholder('projectId')),
  eq(chatChannels.id, sql.placeholder('chatId')),
);
// Read on every call of a chat: prepared (decision 139), the locking read too.
const channelStatement = preparedStatement((db: Db | Tx) =>
  db.select().from(chatChannels).where(channelWhere).prepare('chat_channel'),
);
const lockedChannelStatement = preparedStatement((db: Db | Tx) =>
  db.select().from(chatChannels).where(channelWhere).for('update').prepare('chat_channel_locked'),
);

export async function findChannel(db: Db | Tx, projectId: number, chatId: number, lock = false) {
  const [row] = await (lock ? lockedChannelStatement : channelStatement)(db).execute({ projectId, chatId });
  return row ?? null;
}

const learnerChannelsStatement = preparedStatement((db: Db) =>
  db
    .select()
    .from(chatChannels)
    .where(
      and(
        eq(chatChannels.projectId, sql.placeholder('projectId')),
        eq(chatChannels.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('learner_chat_channels'),
);

export function learnerChannels(db: Db, projectId: number, userId: number) {
  return learnerChannelsStatement(db).execute({ projectId, userId });
}

/** Opens the chat of a stream (or returns the one it has) and points the stream at it. */
export async function openChannelOfStream(db: Db, projectId: number, streamId: number) {
  return db.transaction(async (tx) => {
    const [stream] = await tx
      .select()
      .from(userCourseStreams)
      .where(and(eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.id, streamId)))
      .for('update');
    if (!stream) return null;
    const [existing] = await tx
      .select()
      .from(chatChannels)
      .where(eq(chatChannels.userCourseStreamId, streamId));
    const channel =
      existing ??
      (
        await tx
          .insert(chatChannels)
          .values({
            projectId,
            userCourseStreamId: streamId,
            userId: stream.userId,
            courseId: stream.courseId,
          })
          .returning()
      )[0]!;
    if (stream.chatChannelId !== channel.id) {
      await tx
        .update(userCourseStreams)
        .set({ chatChannelId: channel.id })
        .where(eq(userCourseStreams.id, streamId));
    }
    return channel;
  });
}

/**
 * Opens the chat of each of these streams that never had one (issue 28): paid streams only, one
 * statement. A stream whose chat was taken away (its chat row is there, the stream points
 * elsewhere) keeps none: the unique chat per stream makes the insert skip it. Answers stream id ->
 * new chat id; a concurrent call that opened one first answers nothing for it.
 */
export async function openMissingChannels(db: Db, projectId: number, streamIds: number[]) {
  if (streamIds.length === 0) return new Map<number, number>();
  const found = await db.execute(sql`
    with made as (
      insert into ${chatChannels} (project_id, user_course_stream_id, user_id, course_id)
      select s.project_id, s.id, s.user_id, s.course_id from ${userCourseStreams} s
      where s.project_id = ${projectId}
        and s.id = any(${`{${streamIds.join(',')}}`}::int[])
        and s.chat_channel_id is null
        and not s.is_demo
      on conflict (user_course_stream_id) do nothing
      returning id, user_course_stream_id
    )
    update ${userCourseStreams} s set chat_channel_id = made.id
    from made where s.id = made.user_course_stream_id
    returning s.id as stream_id, made.id as chat_id`);
  // Both drivers (pg, PGlite) answer raw SQL with `{rows}`.
  const rows = (found as unknown as { rows: { stream_id: number; chat_id: number }[] }).rows;
  return new Map(rows.map((r) => [Number(r.stream_id), Number(r.chat_id)]));
}

/** The chat each of these streams points at, for those that point at one. */
export async function chatPointers(db: Db, projectId: number, streamIds: number[]) {
  if (streamIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: userCourseStreams.id, chatId: userCourseStreams.chatChannelId })
    .from(userCourseStreams)
    .where(and(eq(userCourseStreams.projectId, projectId), inArray(userCourseStreams.id, streamIds)));
  return new Map(rows.flatMap((r) => (r.chatId === null ? [] : [[r.id, r.chatId] as const])));
}
