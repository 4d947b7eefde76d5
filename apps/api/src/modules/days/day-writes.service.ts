import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import type { CourseContent, DayRow } from '../course-content/index.js';
import type { StreamState } from '../streams/index.js';
import { type DayAccess, dayAccess, ownStream, streamView } from '../streams/index.js';
import { dayForChoice } from './day-choice.js';
import {
  type DayStatusRow,
  dayStatusOf,
  ensureDayStatus,
  finishDay,
  startDayOnce,
} from './days.repository.js';
import { checkFinishTime, openDay, streamWritten, viewedSecondsOfDay } from './days.service.js';
import { idempotencyKeyOf, keyReused } from './idempotency.js';
import { KeyAlreadyUsed, type KeyClaim, usedKey } from './idempotency.repository.js';

export interface DayWrite {
  content: CourseContent;
  day: DayRow;
  access: DayAccess;
  row: DayStatusRow;
}

/** The call a key is spent on: its path without the query (one day of one stream). */
export const routeOf = (request: FastifyRequest) => request.url.split('?')[0]!;

/**
 * A key already spent on this call (decision 067): the day's status as it is now, nothing added,
 * whether or not the day is still open. A key spent on another call is refused (422).
 */
export async function replayedDayStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  state: StreamState,
  content: CourseContent,
  dayId: number,
  usedOn: string,
): Promise<DayWrite> {
  if (usedOn !== routeOf(request)) throw keyReused(request);
  const day = content.dayById.get(dayId);
  const row = day && (await dayStatusOf(app.db, state.stream.id, day.id));
  if (!day || !row) throw new ApiError(404, message('notFound', request.lang));
  const access = dayAccess(content, streamView(content, state, Date.now()), state, day);
  return { content, day, access, row };
}

type DayContext = { state: StreamState; content: CourseContent; day: DayRow };

/**
 * A day write of the learner's own stream, once per Idempotency-Key when one is given: a key seen
 * before answers the day's current status; two requests racing with one key apply once (the key
 * is claimed inside the write's transaction, `claimKey`).
 *
 * `unchanged` names the status a write would leave as it is (a day started again, a day finished
 * again): without a key to record, that status is the answer and nothing is sent to the database.
 * The learner's state was read afresh for this write (decision 106), so it is the status as the
 * database holds it; a write that races it is decided by the write's own statement, as before.
 * Such repeats are a visit's commonest writes, and each cost two to four round trips (decision 149).
 */
async function dayWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  params: { streamId: number; dayId: number },
  unchanged: (ctx: DayContext) => DayStatusRow | undefined,
  write: (ctx: DayContext, claim?: KeyClaim) => Promise<DayStatusRow>,
): Promise<DayWrite> {
  const key = idempotencyKeyOf(request);
  const { state, content } = await ownStream(app, request, params.streamId);
  const userId = state.stream.userId;
  const replay = (usedOn: string) => replayedDayStatus(app, request, state, content, params.dayId, usedOn);
  const usedOn = key ? await usedKey(app.db, userId, key) : null;
  if (usedOn) return replay(usedOn);
  const { day, access } = openDay(request, state, content, params.dayId);
  const kept = key ? undefined : unchanged({ state, content, day });
  if (kept) return { content, day, access, row: kept };
  const claim = key ? { projectId: state.stream.projectId, userId, key, route: routeOf(request) } : undefined;
  try {
    const row = await write({ state, content, day }, claim);
    streamWritten(app, state);
    return { content, day, access, row };
  } catch (error) {
    if (!(error instanceof KeyAlreadyUsed)) throw error;
    return replay(error.route);
  }
}

const statusOfDay = (state: StreamState, day: DayRow) => state.dayStatuses.find((s) => s.dayId === day.id);

const refOf = (state: StreamState) => ({
  projectId: state.stream.projectId,
  streamId: state.stream.id,
  userId: state.stream.userId,
});

/** `start` (spec 02 §4): the day status, created as started if there is none. */
export const startDayWrite = (
  app: FastifyInstance,
  request: FastifyRequest,
  params: { streamId: number; dayId: number },
) =>
  dayWrite(
    app,
    request,
    params,
    ({ state, day }) => statusOfDay(state, day),
    ({ state, day }, claim) =>
      claim
        ? startDayOnce(app.db, refOf(state), day.id, claim)
        : ensureDayStatus(app.db, refOf(state), day.id),
  );

/** `finish` (spec 02 §4): once the day's finish time was watched; points are added once. */
export const finishDayWrite = (
  app: FastifyInstance,
  request: FastifyRequest,
  params: { streamId: number; dayId: number },
) =>
  dayWrite(
    app,
    request,
    params,
    ({ state, day }) => {
      const existing = statusOfDay(state, day);
      return existing?.finishedAt ? existing : undefined;
    },
    ({ state, content, day }, claim) => {
      const existing = statusOfDay(state, day);
      // A day already finished stays finished whatever the choice is now; an open one follows the
      // current choice: only the lessons it shows count (decision 093).
      if (!existing?.finishedAt) {
        const { shown, finishSeconds } = dayForChoice(content, state, day);
        const viewed = existing ? viewedSecondsOfDay(content, state, existing.id, shown).viewed : 0;
        checkFinishTime(request, finishSeconds, viewed);
      }
      return finishDay(app.db, refOf(state), day, claim);
    },
  );
