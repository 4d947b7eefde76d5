import { CHAT_STAFF_ROLES } from '@cp/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  chatChannels,
  chatMessages,
  consultations,
  courseExperts,
  userCourseStreams,
  users,
} from '../../db/schema/index.js';
import { attachmentsOfMessages, type UploadRow } from '../uploads/uploads.service.js';

export type ChatChannelRow = typeof chatChannels.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
/** A message with what the presenter shows of its author. */
export interface ChatMessageWithAuthor extends ChatMessageRow {
  authorName: string | null;
  authorLastName: string | null;
  authorAvatarFileId: number | null;
  /** Its attachments (decision 052); absent on a message just written without files. */
  files?: UploadRow[];
}
export type ChatSort = '-created_at' | 'created_at' | '-id' | 'id';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every read below is one chat's index range, one learner's chats, or one course's chats
 * of the expert desk (ARCHITECTURE §7, decision 050); every one names the school.
 */

export async function findChannel(db: Db | Tx, projectId: number, chatId: number, lock = false) {
  const q = db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.projectId, projectId), eq(chatChannels.id, chatId)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export function learnerChannels(db: Db, projectId: number, userId: number) {
  return db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.projectId, projectId), eq(chatChannels.userId, userId)));
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

/**
 * Which of these courses someone answers: an expert (or administrator, decision 053) assigned to
 * it who still holds a staff role and is not blocked. One read of the course_experts key per course.
 */
export async function coursesWithExperts(db: Db, projectId: number, courseIds: number[]) {
  if (courseIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ courseId: courseExperts.courseId })
    .from(courseExperts)
    .innerJoin(users, eq(users.id, courseExperts.userId))
    .where(
      and(
        eq(courseExperts.projectId, projectId),
        inArray(courseExperts.courseId, [...new Set(courseIds)]),
        inArray(users.role, [...CHAT_STAFF_ROLES]),
        isNull(users.blockedAt),
      ),
    );
  return new Set(rows.map((r) => r.courseId));
}

const messageColumns = {
  id: chatMessages.id,
  projectId: chatMessages.projectId,
  chatChannelId: chatMessages.chatChannelId,
  userId: chatMessages.userId,
  isExpert: chatMessages.isExpert,
  message: chatMessages.message,
  isViewed: chatMessages.isViewed,
  viewedAt: chatMessages.viewedAt,
  rating: chatMessages.rating,
  ratedAt: chatMessages.ratedAt,
  createdAt: chatMessages.createdAt,
  updatedAt: chatMessages.updatedAt,
  authorName: users.name,
  authorLastName: users.lastName,
  authorAvatarFileId: users.avatarFileId,
};
function selectMessages(db: Db | Tx) {
  return db.select(messageColumns).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.userId));
}

/** The messages with their attachments: one read of the uploads' message index for the lot. */
async function withFiles(db: Db | Tx, rows: ChatMessageWithAuthor[]): Promise<ChatMessageWithAuthor[]> {
  const files = await attachmentsOfMessages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, files: files.get(r.id) ?? [] }));
}

const ORDER: Record<ChatSort, SQL[]> = {
  '-created_at': [desc(chatMessages.createdAt), desc(chatMessages.id)],
  created_at: [asc(chatMessages.createdAt), asc(chatMessages.id)],
  '-id': [desc(chatMessages.id)],
  id: [asc(chatMessages.id)],
};

/** A page of one chat's messages and the chat's message count. */
export async function messagePage(
  db: Db,
  chatId: number,
  sort: ChatSort,
  page: { limit: number; offset: number },
): Promise<{ rows: ChatMessageWithAuthor[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(eq(chatMessages.chatChannelId, chatId))
      .orderBy(...ORDER[sort])
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chatChannelId, chatId)),
  ]);
  return { rows: await withFiles(db, rows), total: total?.n ?? 0 };
}

export async function findMessage(
  db: Db | Tx,
  chatId: number,
  messageId: number,
): Promise<ChatMessageWithAuthor | null> {
  const [row] = await selectMessages(db).where(
    and(eq(chatMessages.chatChannelId, chatId), eq(chatMessages.id, messageId)),
  );
  return row ? ((await withFiles(db, [row]))[0] ?? null) : null;
}

/**
 * The newest message (or expert's message) of each chat: one backward step of the chat's
 * index per chat (a lateral `limit 1`), never a sort of the chats' whole histories.
 */
export async function lastMessages(db: Db, chatIds: number[], expertOnly = false) {
  if (chatIds.length === 0) return new Map<number, ChatMessageWithAuthor>();
  const found = await db.execute(sql`
    select m.id from unnest(${`{${chatIds.join(',')}}`}::int[]) as c(id)
    cross join lateral (
      select id from ${chatMessages}
      where chat_channel_id = c.id ${expertOnly ? sql`and is_expert` : sql``}
      order by created_at desc, id desc limit 1
    ) m`);
  // Both drivers (pg, PGlite) answer raw SQL with `{rows}`.
  const ids = (found as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return new Map<number, ChatMessageWithAuthor>();
  const rows = await withFiles(db, await selectMessages(db).where(inArray(chatMessages.id, ids)));
  return new Map(rows.map((m) => [m.chatChannelId, m]));
}

/**
 * Stores a message and keeps the chat's counters in step, inside the caller's transaction. A
 * learner's chat message starts the messageDelay; a homework hand-in does not: the delay does not
 * apply to one (decision 057), so it holds back no chat message after it either.
 */
export async function insertMessage(
  tx: Tx,
  channel: ChatChannelRow,
  author: { userId: number; isExpert: boolean },
  text: string,
  now: Date,
  kind: 'chat' | 'hand-in' = 'chat',
) {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      projectId: channel.projectId,
      chatChannelId: channel.id,
      userId: author.userId,
      isExpert: author.isExpert,
      message: text,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx
    .update(chatChannels)
    .set(
      author.isExpert
        ? { lastMessageAt: now, learnerUnread: sql`${chatChannels.learnerUnread} + 1` }
        : {
            lastMessageAt: now,
            ...(kind === 'chat' && { learnerLastMessageAt: now }),
            expertUnread: sql`${chatChannels.expertUnread} + 1`,
          },
    )
    .where(eq(chatChannels.id, channel.id));
  return row!;
}

export async function updateMessageText(db: Db, messageId: number, text: string) {
  await db
    .update(chatMessages)
    .set({ message: text, updatedAt: new Date() })
    .where(eq(chatMessages.id, messageId));
}

export async function rateMessage(db: Db, messageId: number, rating: number) {
  const now = new Date();
  await db
    .update(chatMessages)
    .set({ rating, ratedAt: now, updatedAt: now })
    .where(eq(chatMessages.id, messageId));
}

/**
 * Marks the other side's unseen messages of the chat up to `uptoId` as viewed and lowers the
 * reader's unread counter by as many; answers the ids marked.
 */
export async function markViewed(db: Db, chatId: number, ofExpert: boolean, uptoId: number, now: Date) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: chatChannels.id })
      .from(chatChannels)
      .where(eq(chatChannels.id, chatId))
      .for('update');
    const marked = await tx
      .update(chatMessages)
      .set({ isViewed: true, viewedAt: now })
      .where(
        and(
          eq(chatMessages.chatChannelId, chatId),
          eq(chatMessages.isExpert, ofExpert),
          eq(chatMessages.isViewed, false),
          lte(chatMessages.id, uptoId),
        ),
      )
      .returning({ id: chatMessages.id });
    if (marked.length > 0) {
      const counter = ofExpert ? chatChannels.learnerUnread : chatChannels.expertUnread;
      await tx
        .update(chatChannels)
        .set(
          ofExpert
            ? { learnerUnread: sql`greatest(${counter} - ${marked.length}, 0)` }
            : { expertUnread: sql`greatest(${counter} - ${marked.length}, 0)` },
        )
        .where(eq(chatChannels.id, chatId));
    }
    return marked.map((m) => m.id).sort((a, b) => a - b);
  });
}

// --- the expert desk -------------------------------------------------------------------------

export async function expertCourseIds(db: Db, projectId: number, expertId: number) {
  const rows = await db
    .select({ courseId: courseExperts.courseId })
    .from(courseExperts)
    .where(and(eq(courseExperts.projectId, projectId), eq(courseExperts.userId, expertId)));
  return rows.map((r) => r.courseId);
}

export async function isCourseExpert(db: Db, projectId: number, courseId: number, expertId: number) {
  const [row] = await db
    .select({ courseId: courseExperts.courseId })
    .from(courseExperts)
    .where(
      and(
        eq(courseExperts.projectId, projectId),
        eq(courseExperts.courseId, courseId),
        eq(courseExperts.userId, expertId),
      ),
    );
  return Boolean(row);
}

/** The experts of a course: who hears the chat's live events. */
export async function courseExpertIds(db: Db, projectId: number, courseId: number) {
  const rows = await db
    .select({ userId: courseExperts.userId })
    .from(courseExperts)
    .where(and(eq(courseExperts.projectId, projectId), eq(courseExperts.courseId, courseId)));
  return rows.map((r) => r.userId);
}

export async function assignExpert(db: Db, projectId: number, courseId: number, expertId: number) {
  await db.insert(courseExperts).values({ projectId, courseId, userId: expertId }).onConflictDoNothing();
}

/** A page of the chats of the expert's courses, most unread first, then newest. */
export async function deskChannels(
  db: Db,
  projectId: number,
  courseIds: number[],
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  if (courseIds.length === 0) return { rows: [], total: 0 };
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(chatChannels.projectId, projectId),
    inArray(chatChannels.courseId, courseIds),
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.name, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`coalesce(${users.name}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ channel: chatChannels, learner: users })
      .from(chatChannels)
      .innerJoin(users, eq(users.id, chatChannels.userId))
      .where(where)
      .orderBy(
        // As the desk index orders them (drizzle's `.desc()` there is NULLS LAST), so a page is an index walk.
        sql`${chatChannels.expertUnread} desc nulls last`,
        sql`${chatChannels.lastMessageAt} desc nulls last`,
        sql`${chatChannels.id} desc nulls last`,
      )
      .limit(page.limit)
      .offset(page.offset),
    // Without a search the count needs no learner: an index-only count of the courses' chats.
    pattern
      ? db
          .select({ n: count() })
          .from(chatChannels)
          .innerJoin(users, eq(users.id, chatChannels.userId))
          .where(where)
      : db.select({ n: count() }).from(chatChannels).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findUser(db: Db, projectId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)));
  return row ?? null;
}

export interface RatingRow {
  kind: 'message' | 'consultation';
  id: number;
  chatId: number;
  rating: number;
  ratedAt: Date;
  message: string | null;
}

/**
 * A page of the ratings the expert received, newest first: of their messages, and of the
 * consultations they opened. Each side is the expert's own partial index range.
 */
export async function ratingsOf(
  db: Db,
  projectId: number,
  expertId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: RatingRow[]; total: number }> {
  const both = sql`
    select 'message' as kind, id, chat_channel_id, rating, rated_at, message from ${chatMessages}
      where user_id = ${expertId} and project_id = ${projectId} and rating is not null
    union all
    select 'consultation', id, chat_channel_id, rating, rated_at, null from ${consultations}
      where opened_by = ${expertId} and project_id = ${projectId} and rating is not null`;
  // Both drivers (pg, PGlite) answer raw SQL with `{rows}`.
  const [found, counted] = await Promise.all([
    db.execute(
      sql`select * from (${both}) r order by rated_at desc, id desc limit ${page.limit} offset ${page.offset}`,
    ),
    db.execute(sql`select count(*)::int as n from (${both}) r`),
  ]);
  const rows = (found as unknown as { rows: Record<string, unknown>[] }).rows;
  const totals = (counted as unknown as { rows: { n: number }[] }).rows;
  return {
    rows: rows.map((r) => ({
      kind: r.kind as RatingRow['kind'],
      id: Number(r.id),
      chatId: Number(r.chat_channel_id),
      rating: Number(r.rating),
      ratedAt: new Date(r.rated_at as string | Date),
      message: (r.message as string | null) ?? null,
    })),
    total: Number(totals[0]?.n ?? 0),
  };
}
