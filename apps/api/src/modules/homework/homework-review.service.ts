import { CHAT_EVENTS, HOMEWORK_REVIEW_HOURS, type PageQuery, type StaffReviewBody } from '@cp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { pageOf } from '../../plugins/pagination.js';
import { findMessage, insertMessage, presentMessage } from '../chat/index.js';
import { findChannel, publishChatEvent } from '../chat-channels/index.js';
import { expertCourseIds, isCourseExpert } from '../courses/index.js';
import { mailHomeworkReviewed } from '../mail-notifications/index.js';
import { languageOf } from '../push/index.js';
import { effectiveStatus } from '../streams/index.js';
import { publishHomeworkEvent } from './homework-events.js';
import { presentDeskDetail, presentDeskItem } from './homework-review.presenter.js';
import {
  coursesByIds,
  creditScores,
  type DeskRow,
  findDeskRow,
  queueCounts,
  queuePage,
  setReviewMessage,
  setVerdict,
} from './homework-review.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const notFound = (request: FastifyRequest) => new ApiError(404, message('notFound', request.lang));

/**
 * Who reviews a course's homework is who answers its chats (chat.policy.ts): its assigned
 * experts, administrators included only for the courses assigned to them (decision 053).
 */
function reviewerCourses(app: FastifyInstance, request: FastifyRequest) {
  return expertCourseIds(app.db, request.tenant.project.id, request.user.id);
}

/** A status of one of the reviewer's courses; another course's, another school's or a missing id is 404. */
async function reviewable(app: FastifyInstance, request: FastifyRequest, id: number): Promise<DeskRow> {
  const projectId = request.tenant.project.id;
  const row = await findDeskRow(app.db, projectId, id);
  if (!row || !(await isCourseExpert(app.db, projectId, row.status.courseId, request.user.id))) {
    throw notFound(request);
  }
  return row;
}

/** `GET /staff/homework/courses`: the reviewer's courses with their queue's size and what is overdue. */
export async function listReviewCourses(app: FastifyInstance, request: FastifyRequest) {
  const projectId = request.tenant.project.id;
  const ids = await reviewerCourses(app, request);
  const overdueBefore = new Date(Date.now() - HOMEWORK_REVIEW_HOURS * HOUR_MS);
  const [courses, counts] = await Promise.all([
    coursesByIds(app.db, projectId, ids),
    queueCounts(app.db, projectId, ids, overdueBefore),
  ]);
  return courses.map((c) => ({
    id: c.id,
    title: c.title,
    ...(counts.get(c.id) ?? { waiting: 0, overdue: 0 }),
  }));
}

/** `GET /staff/homework`: hand-ins waiting for review, oldest first; `course_id` narrows to one course. */
export async function listReviewQueue(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery & { course_id?: number },
) {
  const mine = await reviewerCourses(app, request);
  // A course not the reviewer's is an empty queue, as the chat list answers (nothing to tell apart).
  const ids = query.course_id === undefined ? mine : mine.filter((id) => id === query.course_id);
  const { rows, total } = await queuePage(app.db, request.tenant.project.id, ids, pageOf(query));
  reply.paginate(query, total);
  const now = Date.now();
  const contents = new Map(
    await Promise.all(
      [...new Set(rows.map((r) => r.status.courseId))].map(
        async (id) => [id, await app.learning.course(id)] as const,
      ),
    ),
  );
  return rows.map((r) => presentDeskItem(r, contents.get(r.status.courseId) ?? null, now));
}

/** `GET /staff/homework/{id}`: one hand-in with its answer, files as signed links. */
export async function viewSubmission(app: FastifyInstance, request: FastifyRequest, id: number) {
  const row = await reviewable(app, request, id);
  const s = row.status;
  const [content, state, answer] = await Promise.all([
    app.learning.course(s.courseId),
    app.learning.streamState(s.userCourseStreamId),
    s.answerMessageId && s.chatChannelId ? findMessage(app.db, s.chatChannelId, s.answerMessageId) : null,
  ]);
  if (!state) throw notFound(request);
  const now = Date.now();
  const streamStatus = effectiveStatus(state.stream, state.freezes, now);
  return presentDeskDetail(app.db, row, content ?? null, answer, streamStatus, now);
}

/**
 * `POST /staff/homework/{id}/review` (issue 10, decisions 057, 058): accept (DONE, points up to
 * the homework's, its scores by default) or send back (FAIL, with a comment). Taken only while
 * the hand-in waits (UPLOADED), else 409 and nothing changes. In one transaction: the verdict,
 * the comment as an expert message of the learner's stream chat (a DONE without comment posts a
 * short line in the learner's language, so the chat tells of it), and on DONE the points, once.
 * After commit: the chat event, HOMEWORK_EVENT, and a Web Push to the learner.
 */
export async function reviewSubmission(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: StaffReviewBody,
) {
  const row = await reviewable(app, request, id);
  const { status: current, homework } = row;
  if (current.status !== 'UPLOADED') throw new ApiError(409, message('homeworkNotUnderReview', request.lang));
  const scores = body.status === 'DONE' ? (body.scores ?? homework.scores) : 0;
  if (scores > homework.scores) {
    throw fieldError('scores', message('homeworkScoresAbove', request.lang, { max: homework.scores }));
  }
  const comment = body.comment.trim();
  const chatId = current.chatChannelId ?? row.streamChatId;
  const learnerLang = languageOf(row.learner.languageCode, request.tenant.domain.defaultLanguage);
  const now = new Date();

  const result = await app.db.transaction(async (tx) => {
    const reviewed = await setVerdict(tx, current.id, {
      status: body.status,
      reviewerId: request.user.id,
      comment: comment || null,
      scores,
      now,
    });
    if (!reviewed) return null;
    // The review speaks in the chat whatever the chat's own rules (demo, read-only): it is the
    // answer the learner waits for, not a message the expert chose to write (decision 058).
    const channel = chatId ? await findChannel(tx, current.projectId, chatId, true) : null;
    let chatMessage = null;
    if (channel) {
      const text = comment || message('homeworkAcceptedLine', learnerLang, { title: homework.title });
      chatMessage = await insertMessage(tx, channel, { userId: request.user.id, isExpert: true }, text, now);
      await setReviewMessage(tx, current.id, chatMessage.id);
    }
    if (body.status === 'DONE') await creditScores(tx, reviewed, scores, now);
    return { channel, chatMessage, reviewed };
  });
  if (!result) throw new ApiError(409, message('homeworkNotUnderReview', request.lang));

  if (result.channel && result.chatMessage) {
    const written = await findMessage(app.db, result.channel.id, result.chatMessage.id);
    if (written)
      await publishChatEvent(app, result.channel, CHAT_EVENTS.message, presentMessage(app.db, written));
  }
  // The stream status answer carries the homework statuses: this process reads it afresh at once
  // (the table's trigger tells the others), as the hand-in does.
  app.learning.streamChanged({ id: current.userCourseStreamId, userId: current.userId });
  await publishHomeworkEvent(app, result.reviewed);
  const review = {
    projectId: current.projectId,
    learnerId: current.userId,
    statusId: current.id,
    streamId: current.userCourseStreamId,
    homeworkTitle: homework.title,
    verdict: body.status,
    scores,
    comment,
    defaultLanguage: request.tenant.domain.defaultLanguage,
  };
  void app.homeworkPush.reviewed(review);
  // By e-mail where push does not reach the learner (issue 32, decision 143).
  void mailHomeworkReviewed(app, review, request.tenant.domain.host);
  return viewSubmission(app, request, id);
}
