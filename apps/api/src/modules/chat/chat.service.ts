import {
  CHAT_EVENTS,
  type Chat,
  type ChatClosedReason,
  type ChatMessagesQuery,
  type ListQuery,
  type PageQuery,
  STREAM_STATUSES,
  type StaffChatDetail,
  type StreamStatus,
} from '@cp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { toSeconds } from '../../lib/time.js';
import { ApiError } from '../../plugins/errors.js';
import { pageOf, pageOfRows } from '../../plugins/pagination.js';
import { presentConsultation } from '../consultations/consultations.presenter.js';
import { consultationsOfChat } from '../consultations/consultations.repository.js';
import { consultationCount, limitInput } from '../consultations/consultations.service.js';
import { fieldError } from '../learning/field-error.js';
import { calendarDay, freezeSpans } from '../streams/stream-schedule.js';
import type { CourseRow, StreamRow } from '../streams/streams.repository.js';
import { attachToMessage } from '../uploads/uploads.service.js';
import { type ChatContext, contextOf } from './chat.policy.js';
import { presentChat, presentMessage } from './chat.presenter.js';
import {
  type ChatChannelRow,
  chatPointers,
  coursesWithExperts,
  deskChannels,
  expertCourseIds,
  findChannel,
  findMessage,
  insertMessage,
  lastMessages,
  learnerChannels,
  markViewed,
  messagePage,
  openChannelOfStream,
  openMissingChannels,
  rateMessage,
  ratingsOf,
  updateMessageText,
} from './chat.repository.js';
import { publishChatEvent } from './chat-events.js';
import { type ChatRules, learnerClosedReason } from './chat-rules.js';

/** Which side of the chat the caller is on. */
export type Side = 'learner' | 'expert';

/** The refusal of a blocked writer, with the expiry date where that is the reason. */
function refuse(request: FastifyRequest, ctx: ChatContext, key: NonNullable<ChatRules['readOnly']>) {
  const expires = ctx.state.stream.messageExpiresDate;
  const date = expires ? expires.toISOString().slice(0, 10).split('-').reverse().join('.') : '';
  return new ApiError(403, message(key, request.lang, { date }));
}

async function chatsWithExtras(app: FastifyInstance, contexts: ChatContext[], side: Side): Promise<Chat[]> {
  const ids = contexts.map((c) => c.channel.id);
  const [last, lastExpert, counts] = await Promise.all([
    lastMessages(app.db, ids),
    lastMessages(app.db, ids, true),
    Promise.all(contexts.map((c) => consultationCount(app.db, limitInput(c)))),
  ]);
  return contexts.map((ctx, i) =>
    presentChat(app.db, ctx, {
      unread: side === 'learner' ? ctx.channel.learnerUnread : ctx.channel.expertUnread,
      lastMessage: last.get(ctx.channel.id) ?? null,
      lastExpertMessage: lastExpert.get(ctx.channel.id) ?? null,
      consultations: counts[i]!,
    }),
  );
}

/**
 * `GET /chats`: the learner's chats of this school, ordered by stream status open, not
 * started, freeze, stopped, ended (spec 02 §4), then by the newest message.
 */
export async function listLearnerChats(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: ListQuery,
): Promise<Chat[]> {
  const projectId = request.tenant.project.id;
  // A paid stream that never had its chat gets it here (issue 28): the list is where it is looked for.
  await openMissingChats(app, request, await app.learning.streamsOfUser(projectId, request.user.id));
  const channels = await learnerChannels(app.db, projectId, request.user.id);
  const answered = await coursesWithExperts(
    app.db,
    projectId,
    channels.map((c) => c.courseId),
  );
  const contexts: ChatContext[] = [];
  for (const channel of channels) {
    // A chat whose stream or course is gone (a concurrent deletion) is left out, not an error.
    const hasExpert = answered.has(channel.courseId);
    const ctx = await contextOf(app, request, channel, false, hasExpert).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    });
    // A stream whose chat was taken away has no chat to list (spec 02 §2).
    if (ctx && ctx.state.stream.chatChannelId === channel.id) contexts.push(ctx);
  }
  const rank = (c: ChatContext) => STREAM_STATUSES.indexOf(c.status);
  const newest = (c: ChatContext) => c.channel.lastMessageAt?.getTime() ?? 0;
  contexts.sort((a, b) => rank(a) - rank(b) || newest(b) - newest(a) || b.channel.id - a.channel.id);
  return chatsWithExtras(app, pageOfRows(reply, query, contexts), 'learner');
}

export async function viewChat(app: FastifyInstance, ctx: ChatContext, side: Side): Promise<Chat> {
  return (await chatsWithExtras(app, [ctx], side))[0]!;
}

/** `GET .../messages`: a page of the chat, newest first by default (spec 02 §7, §9). */
export async function listMessages(
  app: FastifyInstance,
  reply: FastifyReply,
  ctx: ChatContext,
  query: ChatMessagesQuery,
) {
  const { rows, total } = await messagePage(app.db, ctx.channel.id, query.sort, pageOf(query));
  reply.paginate(query, total);
  return rows.map((m) => presentMessage(app.db, m));
}

/**
 * `POST .../messages`. The learner's are held to the brand's messageDelay (spec 02 §5, §9),
 * checked against the chat row locked for the insert, so two quick requests cannot both pass.
 * `files` are the author's finished uploads, attached in the same transaction: one that is not
 * theirs, not finished or already sent is 422 and nothing is stored (decision 052).
 */
export async function postMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  ctx: ChatContext,
  side: Side,
  text: string,
  files: string[] = [],
) {
  const blocked = side === 'learner' ? ctx.rules.learnerBlocked : ctx.rules.expertBlocked;
  if (blocked) throw refuse(request, ctx, blocked);
  const now = new Date();
  const row = await app.db.transaction(async (tx) => {
    const channel = (await findChannel(tx, ctx.channel.projectId, ctx.channel.id, true))!;
    if (side === 'learner' && channel.learnerLastMessageAt) {
      const waitMs = channel.learnerLastMessageAt.getTime() + ctx.rules.messageDelay * 1000 - now.getTime();
      if (waitMs > 0) {
        throw new ApiError(
          429,
          message('chatMessageDelay', request.lang, { seconds: ctx.rules.messageDelay }),
          0,
          { 'retry-after': String(Math.ceil(waitMs / 1000)) },
        );
      }
    }
    const inserted = await insertMessage(
      tx,
      channel,
      { userId: request.user.id, isExpert: side === 'expert' },
      text,
      now,
    );
    const attached = await attachToMessage(
      tx,
      { projectId: channel.projectId, userId: request.user.id },
      files,
      inserted.id,
    );
    if (attached.length !== files.length) {
      throw fieldError('files', message('chatFilesUnavailable', request.lang));
    }
    return { ...inserted, files: attached };
  });
  const wire = presentMessage(app.db, {
    ...row,
    authorName: request.user.name,
    authorLastName: request.user.lastName,
    authorAvatarFileId: request.user.avatarFileId,
  });
  await publishChatEvent(app, ctx.channel, CHAT_EVENTS.message, wire);
  // Issue 9 "Live": a learner whose app is closed hears of the answer by Web Push (decision 056).
  if (side === 'expert') {
    void app.chatPush.expertAnswered({
      projectId: ctx.channel.projectId,
      learnerId: ctx.channel.userId,
      chatId: ctx.channel.id,
      messageId: row.id,
      text,
      fileCount: row.files.length,
      expertName: [request.user.name, request.user.lastName].filter(Boolean).join(' ') || null,
      schoolName: request.tenant.domain.title,
      defaultLanguage: request.tenant.domain.defaultLanguage,
    });
  }
  return wire;
}

async function messageOf(app: FastifyInstance, request: FastifyRequest, ctx: ChatContext, messageId: number) {
  const found = await findMessage(app.db, ctx.channel.id, messageId);
  if (!found) throw new ApiError(404, message('notFound', request.lang));
  return found;
}

/** `PUT .../messages/{messageId}`: the author edits their own text while they may write. */
export async function editMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  ctx: ChatContext,
  side: Side,
  messageId: number,
  text: string,
) {
  const found = await messageOf(app, request, ctx, messageId);
  if (found.userId !== request.user.id) throw new ApiError(403, message('chatOwnMessageOnly', request.lang));
  const blocked = side === 'learner' ? ctx.rules.learnerBlocked : ctx.rules.expertBlocked;
  if (blocked) throw refuse(request, ctx, blocked);
  await updateMessageText(app.db, found.id, text);
  const wire = presentMessage(app.db, (await findMessage(app.db, ctx.channel.id, found.id))!);
  await publishChatEvent(app, ctx.channel, CHAT_EVENTS.messageUpdated, wire);
  return wire;
}

/** `PUT .../rating`: the learner rates an expert's message (spec 02 §2 "rating an expert's answer"). */
export async function rateChatMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  ctx: ChatContext,
  messageId: number,
  rating: number,
) {
  const found = await messageOf(app, request, ctx, messageId);
  if (!found.isExpert) throw fieldError('rating', message('chatRateExpertOnly', request.lang));
  await rateMessage(app.db, found.id, rating);
  const wire = presentMessage(app.db, (await findMessage(app.db, ctx.channel.id, found.id))!);
  await publishChatEvent(app, ctx.channel, CHAT_EVENTS.messageUpdated, wire);
  return wire;
}

/**
 * `PUT .../viewed`: marks this message of the other side, and every earlier one not seen yet,
 * as viewed (the app reports the newest it showed). One's own message is refused.
 */
export async function markMessageViewed(
  app: FastifyInstance,
  request: FastifyRequest,
  ctx: ChatContext,
  side: Side,
  messageId: number,
) {
  const found = await messageOf(app, request, ctx, messageId);
  const othersAreExpert = side === 'learner';
  if (found.isExpert !== othersAreExpert) {
    throw fieldError('messageId', message('chatViewedOtherSideOnly', request.lang));
  }
  const now = new Date();
  const ids = await markViewed(app.db, ctx.channel.id, othersAreExpert, found.id, now);
  if (ids.length > 0) {
    await publishChatEvent(app, ctx.channel, CHAT_EVENTS.viewed, {
      message_ids: ids,
      viewed_at: toSeconds(now),
    });
  }
  return presentMessage(app.db, (await findMessage(app.db, ctx.channel.id, found.id))!);
}

// --- the expert desk ---------------------------------------------------------------------------

function learnerOf(row: { name: string | null; lastName: string | null; email: string | null; id: number }) {
  return { id: row.id, name: row.name, last_name: row.lastName, email: row.email };
}

/** `GET /staff/chats`: the chats of the expert's courses, most unread first, `search` by learner. */
export async function listDeskChats(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery & { search?: string },
) {
  const projectId = request.tenant.project.id;
  const courseIds = await expertCourseIds(app.db, projectId, request.user.id);
  const { rows, total } = await deskChannels(
    app.db,
    projectId,
    courseIds,
    query.search || undefined,
    pageOf(query),
  );
  reply.paginate(query, total);
  // The caller answers these courses: someone does.
  const contexts = await Promise.all(rows.map((r) => contextOf(app, request, r.channel, false, true)));
  const chats = await chatsWithExtras(app, contexts, 'expert');
  return chats.map((c, i) => ({ ...c, learner: learnerOf(rows[i]!.learner) }));
}

/** `GET /staff/chats/{id}`: the chat with the learner's stream beside it and its consultations. */
export async function viewDeskChat(
  app: FastifyInstance,
  ctx: ChatContext,
  learner: { id: number; name: string | null; lastName: string | null; email: string | null },
): Promise<StaffChatDetail> {
  const { stream, freezes } = ctx.state;
  const [chat, consultationRows] = await Promise.all([
    viewChat(app, ctx, 'expert'),
    consultationsOfChat(app.db, ctx.channel.id),
  ]);
  const lastDay = ctx.content.days.at(-1)?.dayNumber ?? 0;
  return {
    ...chat,
    learner: learnerOf(learner),
    stream: {
      id: stream.id,
      course_id: stream.courseId,
      course_title: ctx.content.course.title,
      status: ctx.status,
      current_day: Math.min(calendarDay(stream.startDate, freezeSpans(freezes), ctx.now), lastDay),
      progress: {
        days_count: stream.daysCount,
        complete_days_count: stream.completeDaysCount,
        // spec 02 §3: progress is capped at 100.
        progress:
          stream.daysCount > 0
            ? Math.min(100, Math.round((stream.completeDaysCount / stream.daysCount) * 100))
            : 0,
      },
    },
    consultation_list: consultationRows.map(presentConsultation),
  };
}

/** `GET /staff/ratings`: what the expert's answers and consultations were rated, newest first. */
export async function listRatings(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
) {
  const { rows, total } = await ratingsOf(app.db, request.tenant.project.id, request.user.id, pageOf(query));
  reply.paginate(query, total);
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    chat_id: r.chatId,
    rating: r.rating,
    rated_at: Math.floor(r.ratedAt.getTime() / 1000),
    message: r.message,
  }));
}

// --- for other modules ---------------------------------------------------------------------------

type StreamChatRow = Pick<StreamRow, 'id' | 'projectId' | 'userId' | 'isDemo' | 'chatChannelId'>;

/**
 * Gives each paid stream of these that has no expert chat its chat (issue 28), and answers
 * stream id -> chat id for every one that has one now. Only a hand-in, and later a purchase of a
 * new stream, used to open a chat: a stream bought before, extended, or made any other way showed
 * "not available" until the learner's first homework. Now the learner's reads of their streams
 * and chats open it, whichever way the stream came; a school without chat opens none (it would
 * refuse every chat call). Demo streams get none: the chat comes with the bought course. Costs
 * nothing once every stream has its chat: the rows at hand say so.
 */
export async function openMissingChats(
  app: FastifyInstance,
  request: FastifyRequest,
  streams: readonly StreamChatRow[],
): Promise<Map<number, number>> {
  const missing = streams.filter((s) => !s.isDemo && s.chatChannelId === null);
  if (!request.tenant.brand.isChatSupport || missing.length === 0) return new Map();
  const projectId = request.tenant.project.id;
  const ids = missing.map((s) => s.id);
  const opened = await openMissingChannels(app.db, projectId, ids);
  // Another request of the learner may have opened some first (the app reads the streams and the
  // chats at once): what the streams point at now, that one's chats included.
  if (opened.size < ids.length) {
    for (const [streamId, chatId] of await chatPointers(
      app.db,
      projectId,
      ids.filter((id) => !opened.has(id)),
    )) {
      opened.set(streamId, chatId);
    }
  }
  for (const s of missing) if (opened.has(s.id)) app.learning.streamChanged(s);
  return opened;
}

/**
 * `chat_closed_reason` of the learner's streams (the calendar's chat entry): the chat's own rule,
 * read for every stream at once. `chatIds`: the chats just opened by `openMissingChats`.
 */
export async function streamChatReasons(
  app: FastifyInstance,
  request: FastifyRequest,
  items: readonly { stream: StreamRow; course: CourseRow; status: StreamStatus }[],
  chatIds: ReadonlyMap<number, number> = new Map(),
  now = Date.now(),
): Promise<Map<number, ChatClosedReason | null>> {
  const chatOn = request.tenant.brand.isChatSupport;
  const hasChat = (stream: StreamRow) => (chatIds.get(stream.id) ?? stream.chatChannelId) !== null;
  const answered = chatOn
    ? await coursesWithExperts(
        app.db,
        request.tenant.project.id,
        items.filter((i) => hasChat(i.stream)).map((i) => i.stream.courseId),
      )
    : new Set<number>();
  return new Map(
    items.map(({ stream, course, status }) => [
      stream.id,
      learnerClosedReason(
        stream,
        course,
        status,
        { chatOn, hasChat: hasChat(stream), hasExpert: answered.has(stream.courseId) },
        now,
      ),
    ]),
  );
}

/**
 * Gives a stream its expert chat (or returns the one it has): staff tools and the demo seed
 * call it; a stream without one shows "section not available" (spec 02 §2).
 */
export function openChatOfStream(
  db: Db,
  projectId: number,
  streamId: number,
): Promise<ChatChannelRow | null> {
  return openChannelOfStream(db, projectId, streamId);
}

/**
 * Gives each of these new streams its expert chat in one statement (the console's import of
 * learners, issue 28): what `openChatOfStream` does for one, for a file of them.
 */
export async function openChatsOfStreams(db: Db, projectId: number, streamIds: number[]): Promise<void> {
  await openMissingChannels(db, projectId, streamIds);
}

/**
 * `chatChannelMeta` of `GET /user-course-streams/{id}/status` (spec 02 §3); null when the stream
 * has no chat. No unread count: it changes with every message, which would evict the cached
 * status each time; the chat list and the live events carry it (decision 056).
 */
export async function chatChannelMetaOfStream(
  db: Db,
  projectId: number,
  stream: { chatChannelId: number | null; chatStatus: string | null; messageExpiresDate: Date | null },
) {
  if (stream.chatChannelId === null) return null;
  const channel = await findChannel(db, projectId, stream.chatChannelId);
  if (!channel) return null;
  return {
    chat_channel_id: channel.id,
    chat_status: stream.chatStatus,
    message_expires_date: toSeconds(stream.messageExpiresDate),
  };
}
