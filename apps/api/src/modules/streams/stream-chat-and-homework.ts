import type { ChatClosedReason, StreamStatus } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CourseContent } from '../course-content/index.js';
import type { CourseRow, StreamChat, StreamRow, StreamState } from './streams.repository.js';

/** One of the learner's streams with its course, as the learning cache holds them. */
export interface LearnerStream {
  state: StreamState;
  content: CourseContent;
}

/**
 * What the stream calls show of the areas a tier above the streams (decision 125): each stream's
 * expert chat and why it is closed, the chat side of the status answer, and the homework rows a
 * status names. The chat and homework areas provide them and app/api-routes.ts hands them in,
 * so the streams never import those areas.
 */
export interface StreamChatAndHomework {
  /** Gives each paid stream without its expert chat its chat; answers stream id -> chat id. */
  openMissingChats(
    app: FastifyInstance,
    request: FastifyRequest,
    streams: readonly StreamRow[],
  ): Promise<Map<number, number>>;
  /** `chat_closed_reason` of each stream (`chatIds`: the chats just opened). */
  streamChatReasons(
    app: FastifyInstance,
    request: FastifyRequest,
    items: readonly { stream: StreamRow; course: CourseRow; status: StreamStatus }[],
    chatIds?: ReadonlyMap<number, number>,
    now?: number,
  ): Promise<Map<number, ChatClosedReason | null>>;
  /** The consultations and chat meta of the status answer, read once per cached state. */
  streamChatOf(db: Db, state: StreamState): Promise<StreamChat>;
  /** Makes the homework status rows now offered; answers whether any row was made. */
  openOfferedHomework(app: FastifyInstance, streams: LearnerStream[], now?: number): Promise<boolean>;
}

/** Only these expansions read the chat side: the others never pay for it. */
export const wantsStreamChat = (expand: readonly string[]) =>
  expand.includes('consultations') || expand.includes('chatChannelMeta');
