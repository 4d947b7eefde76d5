import { CHAT_EVENTS, type Consultation } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../lib/field-error.js';
import type { MessageKey } from '../../lib/messages.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { type ChatChannelRow, findChannel, publishChatEvent } from '../chat-channels/index.js';
import type { CourseContent } from '../course-content/index.js';
import { consultationLimit, type StreamState } from '../streams/index.js';
import { presentConsultation } from './consultations.presenter.js';
import {
  consultationsOfStreamRows,
  countOfLearnerCourse,
  countOfStream,
  findConsultation,
  insertConsultation,
  lockChannel,
  messagesBetween,
  newestMessageId,
  openConsultationOf,
  type Queryable,
  updateConsultation,
} from './consultations.repository.js';

/**
 * The chat a consultation lives in, as the chat reads it for one request (its ChatContext, which
 * has this and more): the channel, its stream and course, and why an expert may not write now.
 * Named here so that the consultations use the chat's channel (chat-channels) and never the chat.
 */
export interface ConsultationChat {
  channel: ChatChannelRow;
  state: StreamState;
  content: CourseContent;
  rules: { expertBlocked: MessageKey | null };
}

/** Paid consultations used against the stream's limit (spec 02 §4, §6); null = no limit set. */
export interface ConsultationCount {
  used: number;
  max: number | null;
  left: number | null;
}

interface LimitInput {
  projectId: number;
  streamId: number;
  userId: number;
  courseId: number;
  /** The stream's maxConsultationCount; 0 = not set. */
  streamMax: number;
  /** The course's consultationLimit; 0 = not set. */
  courseMax: number;
}

/** spec 02 §6: the stream's limit (consultation-limit.ts) with what counts toward it. */
export async function consultationCount(db: Queryable, l: LimitInput): Promise<ConsultationCount> {
  const limit = consultationLimit(l.streamMax, l.courseMax);
  const used =
    limit?.counts === 'course'
      ? await countOfLearnerCourse(db, l.projectId, l.userId, l.courseId)
      : await countOfStream(db, l.streamId);
  // `left` may go below 0 ("over") when a limit was lowered after use.
  return limit ? { used, max: limit.max, left: limit.max - used } : { used, max: null, left: null };
}

export function limitInput(ctx: ConsultationChat): LimitInput {
  const { stream } = ctx.state;
  return {
    projectId: ctx.channel.projectId,
    streamId: stream.id,
    userId: ctx.channel.userId,
    courseId: ctx.channel.courseId,
    streamMax: stream.maxConsultationCount,
    courseMax: ctx.content.course.consultationLimit,
  };
}

/**
 * spec 02 §4: an expert opens a consultation. It starts at the chat's newest message (the
 * question being answered); one may be open per chat; the count toward both limits includes
 * open, close and rated, so a chat at its limit is refused.
 */
export async function openConsultation(app: FastifyInstance, request: FastifyRequest, ctx: ConsultationChat) {
  const lang = request.lang;
  if (ctx.rules.expertBlocked) throw new ApiError(403, message(ctx.rules.expertBlocked, lang));
  const row = await app.db.transaction(async (tx) => {
    // One request at a time per chat: the check and the insert see the same rows.
    await lockChannel(tx, ctx.channel.id);
    if (await openConsultationOf(tx, ctx.channel.id)) {
      throw new ApiError(409, message('consultationAlreadyOpen', lang));
    }
    const count = await consultationCount(tx, limitInput(ctx));
    if (count.left !== null && count.left <= 0) {
      throw new ApiError(
        403,
        message('consultationLimitReached', lang, { used: count.used, max: count.max ?? 0 }),
      );
    }
    const start = await newestMessageId(tx, ctx.channel.id);
    if (start === null) throw new ApiError(409, message('consultationNeedsMessage', lang));
    return insertConsultation(tx, {
      projectId: ctx.channel.projectId,
      chatChannelId: ctx.channel.id,
      userCourseStreamId: ctx.state.stream.id,
      userId: ctx.channel.userId,
      courseId: ctx.channel.courseId,
      status: 'open',
      startMessageId: start,
      openedBy: request.user.id,
    });
  });
  streamStatusChanged(app, row);
  const wire = presentConsultation(row);
  await publishChatEvent(app, ctx.channel, CHAT_EVENTS.consultation, wire);
  return wire;
}

/** spec 02 §4: closing bounds it at the chat's newest message and counts what it covers. */
export async function closeConsultation(
  app: FastifyInstance,
  request: FastifyRequest,
  ctx: ConsultationChat,
  consultationId: number,
) {
  const row = await app.db.transaction(async (tx) => {
    const found = await findConsultation(tx, ctx.channel.projectId, consultationId, true);
    if (!found || found.chatChannelId !== ctx.channel.id) {
      throw new ApiError(404, message('notFound', request.lang));
    }
    if (found.status !== 'open') throw new ApiError(409, message('consultationNotOpen', request.lang));
    const end = (await newestMessageId(tx, ctx.channel.id)) ?? found.startMessageId;
    return updateConsultation(tx, found.id, {
      status: 'close',
      endMessageId: end,
      amount: await messagesBetween(tx, ctx.channel.id, found.startMessageId, end),
      closedBy: request.user.id,
      closedAt: new Date(),
    });
  });
  streamStatusChanged(app, row);
  const wire = presentConsultation(row);
  await publishChatEvent(app, ctx.channel, CHAT_EVENTS.consultation, wire);
  return wire;
}

/**
 * `PUT /consultations/updateRating/{id}`: the learner rates a closed consultation of their own
 * chat once (close -> rated). Another learner's id is 404; an open or rated one is 422.
 */
export async function rateConsultation(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  rating: number,
): Promise<Consultation> {
  const projectId = request.tenant.project.id;
  const row = await app.db.transaction(async (tx) => {
    const found = await findConsultation(tx, projectId, id, true);
    if (!found || found.userId !== request.user.id)
      throw new ApiError(404, message('notFound', request.lang));
    const channel = await findChannel(tx, projectId, found.chatChannelId);
    if (!channel || channel.userId !== request.user.id)
      throw new ApiError(404, message('notFound', request.lang));
    if (found.status !== 'close')
      throw fieldError('rating', message('consultationRateClosedOnly', request.lang));
    return updateConsultation(tx, found.id, { status: 'rated', rating, ratedAt: new Date() });
  });
  streamStatusChanged(app, row);
  const wire = presentConsultation(row);
  const channel = await findChannel(app.db, projectId, row.chatChannelId);
  if (channel) await publishChatEvent(app, channel, CHAT_EVENTS.consultation, wire);
  return wire;
}

/**
 * The stream status answer lists the consultations (decision 056): this process forgets the
 * cached state at once; the others hear it from the table's trigger (migration 0012).
 */
function streamStatusChanged(app: FastifyInstance, row: { userCourseStreamId: number }) {
  app.learning.streams.evict(row.userCourseStreamId);
}

/**
 * The stream's consultations for `GET /user-course-streams/{id}/status?expand=consultations`
 * (spec 02 §3 "Stream statuses response"). The streams presenter calls this (decision 050).
 */
export async function consultationsOfStream(db: Db, projectId: number, streamId: number) {
  return (await consultationsOfStreamRows(db, projectId, streamId)).map(presentConsultation);
}
