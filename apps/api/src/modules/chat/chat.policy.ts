import { CHAT_STAFF_ROLES, type StreamStatus } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { type ChatChannelRow, chatEnabled, findChannel } from '../chat-channels/index.js';
import type { CourseContent } from '../course-content/index.js';
import { isCourseExpert } from '../courses/index.js';
import type { StreamState } from '../streams/index.js';
import { effectiveStatus } from '../streams/index.js';
import { coursesWithExperts, findChannelWithExpert } from './chat-experts.repository.js';
import { type ChatRules, chatRules } from './chat-rules.js';

/** One chat with its stream and course, read against the clock once per request. */
export interface ChatContext {
  channel: ChatChannelRow;
  state: StreamState;
  content: CourseContent;
  status: StreamStatus;
  rules: ChatRules;
  now: number;
}

const notFound = (request: FastifyRequest) => new ApiError(404, message('notFound', request.lang));

/** The staff calls are for experts and school administrators: a learner's token gets 403 (issue 9, decision 053). */
export function requireExpert(request: FastifyRequest) {
  if (!(CHAT_STAFF_ROLES as readonly string[]).includes(request.user.role)) {
    throw new ApiError(403, message('staffOnly', request.lang));
  }
}

/** `onRequest` of every staff route, after `app.authenticate`. */
export async function staffOnly(request: FastifyRequest) {
  requireExpert(request);
  chatEnabled(request);
}

/**
 * The chat's stream and course read through the learning cache (decision 011). `strict`: a
 * stream whose chat was taken away (its `chat_channel_id` no longer names this chat) is the
 * spec's "section not available" (spec 02 §2). `hasExpert`: whether someone answers the course,
 * when the caller knows (an assigned expert asking, a list that read it for all its courses).
 */
export async function contextOf(
  app: FastifyInstance,
  request: FastifyRequest,
  channel: ChatChannelRow,
  strict = true,
  hasExpert?: boolean,
): Promise<ChatContext> {
  const state = await app.learning.streamState(channel.userCourseStreamId);
  const content = state ? await app.learning.course(state.stream.courseId) : null;
  if (!state || !content) throw notFound(request);
  if (strict && state.stream.chatChannelId !== channel.id) {
    throw new ApiError(404, message('chatNotAvailable', request.lang));
  }
  const now = Date.now();
  const status = effectiveStatus(state.stream, state.freezes, now);
  const setting = {
    chatOn: request.tenant.brand.isChatSupport,
    hasExpert:
      hasExpert ??
      (await coursesWithExperts(app.db, channel.projectId, [channel.courseId])).has(channel.courseId),
  };
  const rules = chatRules(
    state.stream,
    content.course,
    status,
    setting,
    request.tenant.brand.messageDelay,
    now,
  );
  return { channel, state, content, status, rules, now } satisfies ChatContext;
}

/** The caller's own chat of this school; another learner's id gets the same 404 as a missing one. */
export async function learnerChat(
  app: FastifyInstance,
  request: FastifyRequest,
  chatId: number,
): Promise<ChatContext> {
  const { channel, hasExpert } = await learnersChannel(app, request, chatId);
  return contextOf(app, request, channel, true, hasExpert);
}

/**
 * The learner's own chat, and whether someone answers its course, before its stream and course
 * are read: a call that reads only the chat's rows may read them beside `contextOf` (given
 * `hasExpert`) and answer only if that passes.
 */
export async function learnersChannel(app: FastifyInstance, request: FastifyRequest, chatId: number) {
  chatEnabled(request);
  const found = await findChannelWithExpert(app.db, request.tenant.project.id, chatId);
  if (!found || found.channel.userId !== request.user.id) throw notFound(request);
  return found;
}

/**
 * A chat of one of the expert's courses; any other chat, of this school or another, is 404. An
 * administrator answers in the courses assigned to them too (`course_experts`), never all of
 * the school's at once (decision 053).
 */
export async function expertChat(
  app: FastifyInstance,
  request: FastifyRequest,
  chatId: number,
): Promise<ChatContext> {
  const projectId = request.tenant.project.id;
  const channel = await findChannel(app.db, projectId, chatId);
  if (!channel || !(await isCourseExpert(app.db, projectId, channel.courseId, request.user.id))) {
    throw notFound(request);
  }
  // The caller is the course's expert: someone answers it.
  return contextOf(app, request, channel, true, true);
}
