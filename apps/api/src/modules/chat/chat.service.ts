import {
  CHAT_EVENTS,
  type Chat,
  type ChatMessagesQuery,
  type ListQuery,
  STREAM_STATUSES,
} from '@cp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import { toSeconds } from '../../lib/time.js';
import { ApiError } from '../../plugins/errors.js';
import { pageOf, pageOfRows } from '../../plugins/pagination.js';
import { findChannel, learnerChannels, publishChatEvent } from '../chat-channels/index.js';
import { consultationCount, limitInput } from '../consultations/index.js';
import { attachToMessage } from '../uploads/index.js';
import { type ChatContext, contextOf } from './chat.policy.js';
import { presentChat, presentMessage } from './chat.presenter.js';
import {
  findMessage,
  insertMessage,
  lastMessages,
  markViewed,
  messagePage,
  rateMessage,
  updateMessageText,
} from './chat.repository.js';
import { coursesWithExperts } from './chat-experts.repository.js';
import type { ChatRules } from './chat-rules.js';
import { openMissingChats } from './chat-streams.service.js';

/** Which side of the chat the caller is on. */
export type Side = 'learner' | 'expert';

/** The refusal of a blocked writer, with the expiry date where that is the reason. */
export function refuse(request: FastifyRequest, ctx: ChatContext, key: NonNullable<ChatRules['readOnly']>) {
  const expires = ctx.state.stream.messageExpiresDate;
  const date = expires ? expires.toISOString().slice(0, 10).split('-').reverse().join('.') : '';
  return new ApiError(403, message(key, request.lang, { date }));
}

/** The chats as the list shows them: last message, last expert message, consultations used. */
export async function chatsWithExtras(
  app: FastifyInstance,
  contexts: ChatContext[],
  side: Side,
): Promise<Chat[]> {
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
  return presentPage(app, reply, query, await readMessages(app, ctx.channel.id, query));
}

/** The page of a chat `query` asks for, as stored: read only for a chat the caller may read. */
export function readMessages(app: FastifyInstance, chatId: number, query: ChatMessagesQuery) {
  return messagePage(app.db, chatId, query.sort, pageOf(query));
}

/** A page read, as answered: its messages, and its place in the chat in the headers. */
export function presentPage(
  app: FastifyInstance,
  reply: FastifyReply,
  query: ChatMessagesQuery,
  { rows, total }: Awaited<ReturnType<typeof readMessages>>,
) {
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
  // A hand-in's text is the homework's answer: changed after it, the review would judge another one
  // (a rework's hand-in does not free the one it replaced: that is the answer the review judged).
  if (found.handIn) throw new ApiError(409, message('chatHandInFixed', request.lang));
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
