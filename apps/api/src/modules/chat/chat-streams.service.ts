import type { ChatClosedReason, StreamStatus } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { toSeconds } from '../../lib/time.js';
import {
  type ChatChannelRow,
  chatPointers,
  findChannel,
  openChannelOfStream,
  openMissingChannels,
} from '../chat-channels/index.js';
import type { CourseRow, StreamRow } from '../streams/index.js';
import { coursesWithExperts } from './chat-experts.repository.js';
import { learnerClosedReason } from './chat-rules.js';

/**
 * The chat's face to other areas: the streams, payments, the console and the seed open a stream's
 * chat, read why it is closed, and show its meta through these, never through the chat's tables.
 */

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
