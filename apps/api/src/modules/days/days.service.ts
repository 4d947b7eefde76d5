import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import type { DayRow } from '../course-content/index.js';
import { type CourseContent, lessonSeconds } from '../course-content/index.js';
import type { StreamState } from '../streams/index.js';
import { activeFreeze, type DayAccess, dayAccess, formatDate, streamView } from '../streams/index.js';

/** Why a day cannot be opened, in the learner's language (403; spec 02 §4 locks). */
function lockMessage(
  request: FastifyRequest,
  state: StreamState,
  access: DayAccess,
  status: string,
  now: number,
) {
  const lang = request.lang;
  if (access.lock === 'stream') {
    if (status === 'not-started')
      return message('streamNotStarted', lang, { date: formatDate(state.stream.startDate?.getTime()) });
    if (status === 'freeze') {
      return message('streamFrozen', lang, {
        date: formatDate(activeFreeze(state.freezes, now)?.endDate.getTime()),
      });
    }
    if (status === 'stopped') return message('streamStopped', lang);
    return message('streamEnded', lang, { date: formatDate(state.stream.endDate?.getTime()) });
  }
  if (access.lock === 'demo') return message('dayLockedDemo', lang);
  if (access.lock === 'stage') return message('stageClosed', lang);
  if (access.lock === 'schedule')
    return message('dayNotOpenYet', lang, { date: formatDate(access.openDate) });
  return message('dayTimeDelay', lang);
}

/**
 * The day of the stream's course, open now; otherwise 404 (not the course's
 * day) or 403 saying why it is closed. Nothing is written before this passes.
 */
export function openDay(
  request: FastifyRequest,
  state: StreamState,
  content: CourseContent,
  dayId: number,
): { day: DayRow; access: DayAccess } {
  const day = content.dayById.get(dayId);
  if (!day) throw new ApiError(404, message('dayNotInCourse', request.lang));
  const now = Date.now();
  const view = streamView(content, state, now);
  const access = dayAccess(content, view, state, day);
  if (!access.isOpen) throw new ApiError(403, lockMessage(request, state, access, view.status, now));
  return { day, access };
}

/**
 * Seconds the learner watched of a day, each lesson counted up to its planned time (video x repeats).
 * `shown`: only these lesson set entries count — the ones the learner's training option choice
 * shows (decision 093); what was watched of a lesson the choice hides stays recorded, uncounted.
 */
export function viewedSecondsOfDay(
  content: CourseContent,
  state: StreamState,
  dayStatusId: number,
  shown?: ReadonlySet<number>,
) {
  let viewed = 0;
  let viewedLessons = 0;
  for (const ls of state.lessonStatuses) {
    if (ls.userDayStatusId !== dayStatusId) continue;
    if (shown && !shown.has(ls.lessonSetLessonId)) continue;
    const entry = content.setLessonById.get(ls.lessonSetLessonId);
    const set = entry && content.lessonSets.find((s) => s.id === entry.lessonSetId);
    const planned = entry ? lessonSeconds(content.lessonById.get(entry.lessonId), content.fileById) : 0;
    const cap = planned * Math.max(1, set?.repeatCount ?? 1);
    viewed += cap > 0 ? Math.min(ls.viewedSeconds, cap) : ls.viewedSeconds;
    if (ls.viewedSeconds > 0) viewedLessons++;
  }
  return { viewed: Math.round(viewed), viewedLessons };
}

/**
 * spec 02 §3 Day finish_total_time: the day may be finished once this much was watched; with a
 * training option choice, `finishSeconds` of the lessons it shows (decision 093).
 */
export function checkFinishTime(request: FastifyRequest, finishSeconds: number, viewed: number) {
  if (viewed >= finishSeconds) return;
  const minutes = Math.ceil((finishSeconds - viewed) / 60);
  throw new ApiError(409, message('dayFinishTooEarly', request.lang, { minutes }));
}

/** After a write: this process reads the stream afresh at once; others learn through NOTIFY. */
export function streamWritten(app: FastifyInstance, state: StreamState) {
  app.learning.streamChanged(state.stream);
}
