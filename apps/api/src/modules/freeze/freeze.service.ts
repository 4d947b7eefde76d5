import { MAX_FREEZE_DAYS } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import type { StreamState } from '../streams/index.js';
import { currentFreeze, DAY_MS, effectiveStatus } from '../streams/index.js';
import { cancelFreeze, type FreezeRow, insertFreeze } from './freeze.repository.js';
import { freezePeriod } from './freeze-period.js';

const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/**
 * `POST .../freeze/create` (spec 02 §4 Stream freeze). A freeze covers whole
 * days from its start (from now, when asked from today: decision 043); it may
 * not be asked for a stream not started yet, start before today, end before it starts,
 * last more than MAX_FREEZE_DAYS, start after access ends, or overlap another
 * freeze. Bad input is 422 naming the field, a conflict 409; nothing changes.
 */
export async function createFreeze(
  app: FastifyInstance,
  request: FastifyRequest,
  state: StreamState,
  body: { start_date: number; end_date: number },
): Promise<FreezeRow> {
  const lang = request.lang;
  const now = Date.now();
  const requestedStart = body.start_date * 1000;
  const requestedEnd = body.end_date * 1000;
  if (requestedEnd <= requestedStart) throw fieldError('end_date', message('freezeEndBeforeStart', lang));
  if (requestedStart < startOfUtcDay(now)) throw fieldError('start_date', message('freezePast', lang));
  const { start, end, days } = freezePeriod(requestedStart, requestedEnd, now);
  if (days > MAX_FREEZE_DAYS) {
    throw fieldError('end_date', message('freezeTooLong', lang, { days: MAX_FREEZE_DAYS }));
  }
  const { stream } = state;
  const status = effectiveStatus(stream, state.freezes, now);
  // A demo, stopped or ended stream has no schedule left to hold.
  if (stream.isDemo || status === 'stopped' || status === 'ended') {
    throw new ApiError(409, message('freezeNotAllowed', lang));
  }
  // Issue 8: before the start no day has opened, so there is nothing to hold (decision 043).
  if (status === 'not-started') throw new ApiError(409, message('freezeNotStarted', lang));
  if (stream.endDate && start >= stream.endDate.getTime()) {
    throw fieldError('start_date', message('freezeAfterEnd', lang));
  }
  const row = await insertFreeze(
    app.db,
    { projectId: stream.projectId, streamId: stream.id },
    new Date(start),
    new Date(end),
  );
  if (!row) throw new ApiError(409, message('freezeOverlap', lang));
  app.learning.streamChanged(stream);
  return row;
}

/** `GET .../freeze/cancel`: lifts the freeze in force (or ahead) early (spec 02 §4). */
export async function cancelCurrentFreeze(
  app: FastifyInstance,
  request: FastifyRequest,
  state: StreamState,
): Promise<FreezeRow> {
  const now = Date.now();
  const freeze = currentFreeze(state.freezes, now);
  const row = freeze && (await cancelFreeze(app.db, state.stream.id, freeze.id, new Date(now)));
  if (!row) throw new ApiError(409, message('freezeNothingToCancel', request.lang));
  app.learning.streamChanged(state.stream);
  return row;
}
