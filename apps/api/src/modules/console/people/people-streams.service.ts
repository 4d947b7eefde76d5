import type { ConsoleStream, EnrolBody, ExtendBody } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { type AuditEntry, auditActor, recordAudit } from '../../audit/index.js';
import { openChatOfStream } from '../../chat/index.js';
import { forgetMediaKey, revokeMediaLinks } from '../../media/index.js';
import { DAY_MS, effectiveStatus } from '../../streams/index.js';
import { notFound } from './learners.service.js';
import { presentStream } from './people.presenter.js';
import {
  findLearner,
  insertStream,
  lockStream,
  schoolCourse,
  streamsOfLearner,
  updateStream,
} from './people.repository.js';

/**
 * What an administrator does to a learner's streams (decision 073). Every change runs in one
 * transaction with its audit line, under a lock on the learner (enrol) or the stream, and then
 * evicts this process's cached stream state (decision 011; other processes hear the trigger),
 * so the learner's next `GET /user-course-streams` or status shows it.
 */

const iso = (d: Date | null) => d?.toISOString() ?? null;
const seconds = (s: number) => new Date(s * 1000);

/** The school's course a new stream records: its title, version and training days. */
export type EnrolCourse = NonNullable<Awaited<ReturnType<typeof schoolCourse>>>;

/** The dates of an enrolment body: an end date, or days after the start. */
export function enrolDates(body: Pick<EnrolBody, 'start_date' | 'end_date' | 'days'>) {
  const start = seconds(body.start_date);
  const end =
    body.end_date !== undefined ? seconds(body.end_date) : new Date(start.getTime() + body.days! * DAY_MS);
  return { start, end };
}

/**
 * Whether the learner has a stream of the course that has not ended (a demo one aside): an
 * enrolment is then refused, extending it is the way (decision 073).
 */
export async function hasActiveStream(tx: Db, projectId: number, userId: number, courseId: number) {
  const { rows, freezes } = await streamsOfLearner(tx, projectId, userId);
  const now = Date.now();
  return rows.some(
    (r) =>
      r.stream.courseId === courseId &&
      !r.stream.isDemo &&
      presentStream(r.stream, r.courseTitle, freezes, now).status !== 'ended',
  );
}

/** The row of a new stream of `course` between the dates: open, full access, the course's version. */
export function newStreamValues(
  projectId: number,
  userId: number,
  course: EnrolCourse,
  dates: { start: Date; end: Date },
) {
  return {
    projectId,
    userId,
    courseId: course.id,
    status: 'open' as const,
    startDate: dates.start,
    endDate: dates.end,
    daysCount: course.trainingDays,
    isDemo: false,
    courseFullAccess: true,
    courseVersion: course.version,
  };
}

/** The audit line of a new stream. */
export function streamCreated(
  stream: { id: number; userId: number },
  course: { id: number; title: string },
  dates: { start: Date; end: Date },
): AuditEntry {
  return {
    action: 'stream.create',
    targetType: 'stream',
    targetId: stream.id,
    details: {
      user_id: stream.userId,
      course_id: course.id,
      course_title: course.title,
      start_date: iso(dates.start),
      end_date: iso(dates.end),
    },
  };
}

/**
 * A stream of `course` for the learner, in the caller's transaction and under the learner's row
 * lock (or for a learner made in that transaction): the rules of `POST /staff/learners/{id}/streams`,
 * the expert chat, the audit line. The caller announces `app.learning.streamChanged` after commit.
 */
export async function enrolInTx(
  tx: Db,
  request: FastifyRequest,
  userId: number,
  course: EnrolCourse,
  dates: { start: Date; end: Date },
  checkActive = true,
): Promise<ConsoleStream> {
  const projectId = request.tenant.project.id;
  if (dates.end <= dates.start) throw fieldError('end_date', message('peopleEndBeforeStart', request.lang));
  if (checkActive && (await hasActiveStream(tx, projectId, userId, course.id))) {
    throw new ApiError(409, message('peopleStreamActive', request.lang));
  }
  const row = await insertStream(tx, newStreamValues(projectId, userId, course, dates));
  // An enrolled learner has the course's expert chat, as a buyer has (issue 27).
  await openChatOfStream(tx, projectId, row.id);
  await recordAudit(tx, auditActor(request), streamCreated(row, course, dates));
  return presentStream(row, course.title, [], Date.now());
}

/** POST /staff/learners/{id}/streams: a stream of a course of the school, open between the dates. */
export async function enrol(
  app: FastifyInstance,
  request: FastifyRequest,
  learnerId: number,
  body: EnrolBody,
): Promise<ConsoleStream> {
  const projectId = request.tenant.project.id;
  const stream = await app.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // The learner's lock serialises two enrolments of the same learner: only one passes the check.
    const user = await findLearner(tx, projectId, learnerId, true);
    if (!user) throw notFound(request);
    const course = await schoolCourse(tx, projectId, body.course_id);
    if (!course) throw notFound(request);
    return enrolInTx(tx, request, user.id, course, enrolDates(body));
  });
  app.learning.streamChanged({ id: stream.id, userId: learnerId });
  return stream;
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockStream>>>;

/**
 * Changes one stream of the school under its row lock; `change` answers the new values, the audit
 * entry and whether the change takes access away, which closes the course media links the learner
 * holds at once (issue 25, decision 098) instead of when they expire.
 */
async function changeStream(
  app: FastifyInstance,
  request: FastifyRequest,
  streamId: number,
  change: (
    locked: Locked,
    now: number,
  ) => { values: Parameters<typeof updateStream>[2]; audit: AuditEntry; revokesMedia?: boolean },
): Promise<ConsoleStream> {
  const projectId = request.tenant.project.id;
  const result = await app.db.transaction(async (tx) => {
    const locked = await lockStream(tx, projectId, streamId);
    if (!locked) throw notFound(request);
    const now = Date.now();
    const { values, audit, revokesMedia = false } = change(locked, now);
    const row = await updateStream(tx, streamId, values);
    if (revokesMedia) await revokeMediaLinks(tx as unknown as Db, row.userId);
    await recordAudit(tx as unknown as Db, auditActor(request), {
      ...audit,
      details: { user_id: row.userId, course_title: locked.courseTitle, ...audit.details },
    });
    return { row, revokesMedia, view: presentStream(row, locked.courseTitle, locked.freezes, now) };
  });
  app.learning.streamChanged(result.row);
  if (result.revokesMedia) {
    // The learner's next answers here are signed with the new key, and their next media request checks it.
    app.forgetCachedSessions(result.row.userId);
    forgetMediaKey(app.db, result.row.userId);
  }
  return result.view;
}

const statusOf = (locked: Locked, now: number) => effectiveStatus(locked.stream, locked.freezes, now);

/**
 * POST /staff/streams/{id}/extend: a later end (a date after the current end, or days added
 * to the current end, or to now when it has passed). A stream an administrator ended is 409:
 * enrolling again is the way back.
 */
export function extend(app: FastifyInstance, request: FastifyRequest, streamId: number, body: ExtendBody) {
  return changeStream(app, request, streamId, (locked, now) => {
    const { stream } = locked;
    if (stream.status === 'ended') throw new ApiError(409, message('peopleStreamEnded', request.lang));
    const current = stream.endDate?.getTime() ?? null;
    const end =
      body.end_date !== undefined
        ? seconds(body.end_date)
        : new Date(Math.max(current ?? now, now) + body.days! * DAY_MS);
    if (current !== null && end.getTime() <= current) {
      throw fieldError('end_date', message('peopleEndNotLater', request.lang));
    }
    if (stream.startDate && end <= stream.startDate) {
      throw fieldError('end_date', message('peopleEndBeforeStart', request.lang));
    }
    return {
      values: { endDate: end },
      audit: {
        action: 'stream.extend',
        targetType: 'stream',
        targetId: stream.id,
        details: { end_date: { from: iso(stream.endDate), to: iso(end) } },
      },
    };
  });
}

/**
 * POST /staff/streams/{id}/stop: access paused now, dates untouched (the stored `stopped` of
 * decision 010, not a freeze: a freeze is the learner's own, bounded and moves the end).
 */
export function stop(app: FastifyInstance, request: FastifyRequest, streamId: number) {
  return changeStream(app, request, streamId, (locked, now) => {
    const from = statusOf(locked, now);
    if (from === 'stopped') throw new ApiError(409, message('peopleStreamAlreadyStopped', request.lang));
    if (from === 'ended') throw new ApiError(409, message('peopleStreamEnded', request.lang));
    return {
      values: { status: 'stopped' },
      revokesMedia: true,
      audit: {
        action: 'stream.stop',
        targetType: 'stream',
        targetId: locked.stream.id,
        details: { status: { from, to: 'stopped' } },
      },
    };
  });
}

/** POST /staff/streams/{id}/resume: the dates and freezes decide again. */
export function resume(app: FastifyInstance, request: FastifyRequest, streamId: number) {
  return changeStream(app, request, streamId, (locked, now) => {
    if (locked.stream.status !== 'stopped') {
      throw new ApiError(409, message('peopleStreamNotStopped', request.lang));
    }
    const to = effectiveStatus({ ...locked.stream, status: 'open' }, locked.freezes, now);
    return {
      values: { status: 'open' },
      audit: {
        action: 'stream.resume',
        targetType: 'stream',
        targetId: locked.stream.id,
        details: { status: { from: 'stopped', to } },
      },
    };
  });
}

/**
 * POST /staff/streams/{id}/end: access ends now for good; the learner keeps the stream in
 * their list with its history (days, lessons, homework). The end date becomes now if later.
 */
export function end(app: FastifyInstance, request: FastifyRequest, streamId: number) {
  return changeStream(app, request, streamId, (locked, now) => {
    const { stream } = locked;
    if (stream.status === 'ended') throw new ApiError(409, message('peopleStreamEnded', request.lang));
    const endDate = stream.endDate && stream.endDate.getTime() < now ? stream.endDate : new Date(now);
    return {
      values: { status: 'ended', endDate },
      revokesMedia: true,
      audit: {
        action: 'stream.end',
        targetType: 'stream',
        targetId: stream.id,
        details: {
          status: { from: statusOf(locked, now), to: 'ended' },
          end_date: { from: iso(stream.endDate), to: iso(endDate) },
        },
      },
    };
  });
}
