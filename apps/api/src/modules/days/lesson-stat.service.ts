import type { saveLessonStatAnswer, saveLessonStatBody } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import { lessonSeconds } from '../course-content/index.js';
import { ownStream } from '../streams/index.js';
import { replayedDayStatus, routeOf } from './day-writes.service.js';
import { presentDayStatus } from './days.presenter.js';
import { addLessonStat, lessonStatusOf } from './days.repository.js';
import { openDay, streamWritten } from './days.service.js';
import { idempotencyKeyOf } from './idempotency.js';
import { KeyAlreadyUsed, usedKey } from './idempotency.repository.js';
import { ViewingTooLong, viewingAllowance } from './viewing-allowance.js';

/**
 * `POST /save-lesson-stat` (spec 02 §4 Viewing statistics, §7): adds one record to
 * a lesson of an open day of the learner's stream. Bad input is 422 naming the
 * field and writes nothing; so is a record claiming more viewing than the time
 * that has passed (issue 8, viewing-allowance.ts). With an Idempotency-Key (decision 067) a record
 * replayed from a device's queue is added once; a key seen before answers the current totals.
 */
export async function saveLessonStat(
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof saveLessonStatBody>,
): Promise<z.input<typeof saveLessonStatAnswer>> {
  const lang = request.lang;
  const key = idempotencyKeyOf(request);
  const { state, content } = await ownStream(app, request, body.user_course_stream_id);
  if (!content.dayById.has(body.stage_day_id))
    throw fieldError('stage_day_id', message('dayNotInCourse', lang));
  const entry = content.setLessonById.get(body.stage_day_lesson_set_lesson_id);
  const set = entry && content.lessonSets.find((s) => s.id === entry.lessonSetId);
  if (!entry || set?.dayId !== body.stage_day_id) {
    throw fieldError('stage_day_lesson_set_lesson_id', message('lessonNotInDay', lang));
  }
  const userId = state.stream.userId;
  const replay = async (usedOn: string) => {
    const { access, row } = await replayedDayStatus(app, request, state, content, body.stage_day_id, usedOn);
    const lesson = await lessonStatusOf(app.db, row.id, entry.id);
    return {
      ...presentDayStatus(row, access.isOpenByTimeDelay),
      dayStatusId: row.id,
      lesson: {
        stage_day_lesson_set_lesson_id: entry.id,
        viewed_seconds: lesson?.viewedSeconds ?? 0,
        play_count: lesson?.playCount ?? 0,
      },
    };
  };
  const usedOn = key ? await usedKey(app.db, userId, key) : null;
  if (usedOn) return replay(usedOn);
  const known = state.dayStatuses.find((s) => s.dayId === body.stage_day_id);
  if (body.day_status && body.day_status !== known?.id) {
    throw fieldError('day_status', message('dayStatusMismatch', lang));
  }
  const { day, access } = openDay(request, state, content, body.stage_day_id);
  const viewedSeconds = Math.round(body.viewed_seconds);
  const tooLong = () => fieldError('viewed_seconds', message('viewedTooLong', lang));
  // Nothing of a day can be watched before it opened (openDay has just found it open).
  if (viewedSeconds > viewingAllowance(access.openDate ?? Date.now(), Date.now())) throw tooLong();
  const lesson = content.lessonById.get(entry.lessonId)!;
  const ref = { projectId: state.stream.projectId, streamId: state.stream.id, userId };
  const claim = key ? { projectId: ref.projectId, userId, key, route: routeOf(request) } : undefined;
  let saved: Awaited<ReturnType<typeof addLessonStat>>;
  try {
    saved = await addLessonStat(
      app.db,
      ref,
      {
        dayId: day.id,
        lessonSetLessonId: entry.id,
        viewedSeconds,
        playCount: body.play_count,
        lesson: { id: lesson.id, scores: lesson.scores, seconds: lessonSeconds(lesson, content.fileById) },
      },
      claim,
    );
  } catch (error) {
    if (error instanceof KeyAlreadyUsed) return replay(error.route);
    throw error instanceof ViewingTooLong ? tooLong() : error;
  }
  streamWritten(app, state);
  return {
    ...presentDayStatus(saved.dayStatus, access.isOpenByTimeDelay),
    // spec 02 §8: the app reports an error when the answer has no dayStatusId.
    dayStatusId: saved.dayStatus.id,
    lesson: {
      stage_day_lesson_set_lesson_id: saved.lesson.lessonSetLessonId,
      viewed_seconds: saved.lesson.viewedSeconds,
      play_count: saved.lesson.playCount,
    },
  };
}
