import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { chatChannels, chatMessages, users } from '../../db/schema/index.js';
import type { ChatChannelRow, Tx } from '../chat-channels/index.js';
import { filesFromJson, filesOfMessageJson, type UploadRow } from '../uploads/index.js';

/** A chat's messages: a page, one, the last of each chat, written, rated, viewed (decision 050). */

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

const messageColumns = {
  id: chatMessages.id,
  projectId: chatMessages.projectId,
  chatChannelId: chatMessages.chatChannelId,
  userId: chatMessages.userId,
  isExpert: chatMessages.isExpert,
  message: chatMessages.message,
  handIn: chatMessages.handIn,
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

/**
 * A read of messages with their authors and attachments, in one statement: the attachments come
 * as JSON from a correlated subquery on the uploads' message index (decision 139), which saved a
 * round trip on every page of a chat. The message id is written out with its table's name: the
 * subquery's own table has an `id` too.
 */
const messageSelection = {
  ...messageColumns,
  filesJson: filesOfMessageJson(sql`${chatMessages}.${sql.identifier(chatMessages.id.name)}`),
};

function selectMessages(db: Db | Tx) {
  return db.select(messageSelection).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.userId));
}

type SelectedMessage = ChatMessageRow &
  Pick<ChatMessageWithAuthor, 'authorName' | 'authorLastName' | 'authorAvatarFileId'> & {
    filesJson: unknown;
  };

/** The selected rows as the presenter takes them: their attachments decoded. */
function withFiles(rows: SelectedMessage[]): ChatMessageWithAuthor[] {
  return rows.map(({ filesJson, ...row }) => ({ ...row, files: filesFromJson(filesJson) }));
}

const ORDER: Record<ChatSort, SQL[]> = {
  '-created_at': [desc(chatMessages.createdAt), desc(chatMessages.id)],
  created_at: [asc(chatMessages.createdAt), asc(chatMessages.id)],
  '-id': [desc(chatMessages.id)],
  id: [asc(chatMessages.id)],
};

// A chat's page is read on every visit to the chat: prepared, one statement per order, that
// answers the chat's message count too (an uncorrelated subquery, counted once per statement):
// one round trip for the page, its attachments and its count (decision 139).
const pageStatement = (sort: ChatSort) =>
  preparedStatement((db: Db) =>
    db
      .select({
        ...messageSelection,
        total:
          sql<number>`(select count(*) from ${chatMessages} c where c.chat_channel_id = ${sql.placeholder('chatId')})`.mapWith(
            Number,
          ),
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(eq(chatMessages.chatChannelId, sql.placeholder('chatId')))
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`chat_page_${sort.replace('-', 'desc_')}`),
  );
const pageStatements = {
  '-created_at': pageStatement('-created_at'),
  created_at: pageStatement('created_at'),
  '-id': pageStatement('-id'),
  id: pageStatement('id'),
} satisfies Record<ChatSort, unknown>;
const countStatement = preparedStatement((db: Db) =>
  db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.chatChannelId, sql.placeholder('chatId')))
    .prepare('chat_message_count'),
);

/**
 * A page of one chat's messages and the chat's message count. A page past the chat's end has no
 * row to carry the count: only then is it counted apart.
 */
export async function messagePage(
  db: Db,
  chatId: number,
  sort: ChatSort,
  page: { limit: number; offset: number },
): Promise<{ rows: ChatMessageWithAuthor[]; total: number }> {
  const rows = await pageStatements[sort](db).execute({ chatId, limit: page.limit, offset: page.offset });
  const total =
    rows[0]?.total ?? (page.offset === 0 ? 0 : ((await countStatement(db).execute({ chatId }))[0]?.n ?? 0));
  return { rows: withFiles(rows.map(({ total: _, ...row }) => row)), total };
}

export async function findMessage(
  db: Db | Tx,
  chatId: number,
  messageId: number,
): Promise<ChatMessageWithAuthor | null> {
  const [row] = await selectMessages(db).where(
    and(eq(chatMessages.chatChannelId, chatId), eq(chatMessages.id, messageId)),
  );
  return row ? (withFiles([row])[0] ?? null) : null;
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
  const rows = withFiles(await selectMessages(db).where(inArray(chatMessages.id, ids)));
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
      handIn: kind === 'hand-in',
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
