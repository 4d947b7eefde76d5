import type { UserHomework } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LearnerStream } from '../streams/index.js';
import { missingOfferedPlacements, placedStatuses, placementAccess, streamView } from '../streams/index.js';
import { attachmentsOfMessages } from '../uploads/index.js';
import { type HandInMessage, presentUserHomework } from './homework.presenter.js';
import {
  type HomeworkStatusRow,
  insertMissingStatuses,
  messagesByIds,
  type NewHomeworkStatus,
  statusesOfStreams,
} from './homework.repository.js';

export type { LearnerStream };

/**
 * Makes the NOT_UPLOADED rows of the placements now offered to the learner in these streams
 * (decision 057: a status has an id from the moment it is offered, so the hand-in can name it).
 * One INSERT for all of them; answers whether any row was made. The rows evict the streams'
 * cached states (migration 0015); this process forgets them at once.
 */
export async function openOfferedHomework(app: FastifyInstance, streams: LearnerStream[], now = Date.now()) {
  const rows: NewHomeworkStatus[] = [];
  for (const { state, content } of streams) {
    const view = streamView(content, state, now);
    for (const p of missingOfferedPlacements(content, state, view)) {
      rows.push({
        projectId: state.stream.projectId,
        courseId: state.stream.courseId,
        userId: state.stream.userId,
        userCourseStreamId: state.stream.id,
        targetType: p.targetType,
        targetId: p.targetId,
        homeworkId: p.homeworkId,
      });
    }
  }
  const made = await insertMissingStatuses(app.db, rows);
  if (made > 0) for (const { state } of streams) app.learning.streamChanged(state.stream);
  return made > 0;
}

/** The last hand-in messages of the rows, with their files: two index reads for the lot. */
export async function answersOf(app: FastifyInstance, rows: HomeworkStatusRow[]) {
  const ids = rows.map((r) => r.answerMessageId).filter((id): id is number => id !== null);
  const [messages, files] = await Promise.all([
    messagesByIds(app.db, ids),
    attachmentsOfMessages(app.db, ids),
  ]);
  const answers = new Map<number, HandInMessage>();
  for (const [id, m] of messages) {
    answers.set(id, {
      id,
      userId: m.userId,
      message: m.message,
      createdAt: m.createdAt,
      files: files.get(id) ?? [],
    });
  }
  return answers;
}

/**
 * `GET .../user-homework` and `GET /homework` (spec 02 §7): first the rows of what is offered
 * now, then every status row of the streams, in the course's order (stage, day, sort), streams
 * in the order given. A row of a stage closed since stays listed: accepted homework of an ended
 * stream is the learner's history; it only cannot be handed in.
 */
export async function listHomework(
  app: FastifyInstance,
  streams: LearnerStream[],
  withScores: boolean,
): Promise<UserHomework[]> {
  const now = Date.now();
  await openOfferedHomework(app, streams, now);
  const rows = await statusesOfStreams(
    app.db,
    streams.map((s) => s.state.stream.id),
  );
  const answers = await answersOf(app, rows);
  const list: UserHomework[] = [];
  for (const { state, content } of streams) {
    const view = streamView(content, state, now);
    const own = rows.filter((r) => r.userCourseStreamId === state.stream.id);
    for (const { row, placement } of placedStatuses(content, own)) {
      list.push(
        presentUserHomework(app.db, {
          row,
          placement,
          access: placementAccess(content, state, view, placement),
          content,
          answer: row.answerMessageId === null ? null : (answers.get(row.answerMessageId) ?? null),
          withScores,
        }),
      );
    }
  }
  return list;
}

/**
 * The learner's streams of this school for `GET /homework`, through the learning cache; a
 * stream the mobile app may not open (spec 02 §6) is left out there, as its other calls refuse it.
 */
export async function learnerStreams(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<LearnerStream[]> {
  const rows = await app.learning.streamsOfUser(request.tenant.project.id, request.user.id);
  const streams: LearnerStream[] = [];
  for (const row of rows) {
    if (row.projectId !== request.tenant.project.id) continue;
    if (request.appType === 'mobile' && !row.mobileAccess) continue;
    const state = await app.learning.streamState(row.id);
    const content = state ? await app.learning.course(state.stream.courseId) : null;
    if (state && content) streams.push({ state, content });
  }
  return streams;
}
