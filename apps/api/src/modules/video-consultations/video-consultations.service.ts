import {
  type StaffVideoConsultationConfirmBody,
  VIDEO_CONSULTATION_SLOT_DAYS,
  type VideoConsultation,
  type VideoConsultationOffer,
  type VideoConsultationUpdateBody,
} from '@cp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/field-error.js';
import { ApiError } from '../../plugins/errors.js';
import { pageOf } from '../../plugins/pagination.js';
import { isUniqueViolation } from '../auth/index.js';
import { expertCourseIds } from '../courses/index.js';
import { effectiveStatus, userStreamRows } from '../streams/index.js';
import { publishVideoConsultation } from './video-consultation-events.js';
import { tellLearner } from './video-consultation-mail.js';
import { meetingOf } from './video-consultation-meeting.js';
import { fullSchedule, isFarEnough, isScheduleSlot, scheduleSlots } from './video-consultation-slots.js';
import { videoMessage } from './video-consultations.messages.js';
import {
  durationOf,
  presentDeskVideoConsultation,
  presentVideoConsultation,
} from './video-consultations.presenter.js';
import {
  deskRow,
  deskRows,
  ensureRows,
  findRow,
  isTaken,
  learnerRows,
  offerOfCourse,
  offersOfCourses,
  rowCounts,
  takenInstants,
  updateRow,
  type VideoConsultationRow,
  type VideoStatus,
} from './video-consultations.repository.js';

/** The slots' window: today and VIDEO_CONSULTATION_SLOT_DAYS more, with a day to spare for zones. */
const SLOT_WINDOW_MS = (VIDEO_CONSULTATION_SLOT_DAYS + 2) * 24 * 60 * 60 * 1000;

/** Streams that cannot order any more (brief of issue 9: "cannot order for an ended/stopped stream"). */
const CLOSED = new Set(['ended', 'stopped']);

/**
 * The learner's streams whose course offers video consultations, with their rows created on
 * first sight: a stream gets `count_per_stream` rows, ordered one by one (decision 055).
 */
async function offeredStreams(app: FastifyInstance, request: FastifyRequest) {
  const projectId = request.tenant.project.id;
  const streams = await userStreamRows(app.db, projectId, request.user.id);
  const offers = await offersOfCourses(app.db, projectId, [...new Set(streams.map((s) => s.courseId))]);
  const byCourse = new Map(offers.map((o) => [o.offer.courseId, o]));
  const offered = streams.filter((s) => byCourse.has(s.courseId));
  const counts = await rowCounts(
    app.db,
    offered.map((s) => s.id),
  );
  for (const s of offered) {
    const want = byCourse.get(s.courseId)!.offer.countPerStream;
    if ((counts.get(s.id) ?? 0) < want) await ensureRows(app.db, s, want);
  }
  return offered.map((stream) => ({ stream, ...byCourse.get(stream.courseId)! }));
}

/** `GET /online-consultation`: every video consultation of the learner, `expand=course` adds the course. */
export async function listLearnerVideoConsultations(
  app: FastifyInstance,
  request: FastifyRequest,
  expandCourse: boolean,
): Promise<VideoConsultation[]> {
  await offeredStreams(app, request);
  const rows = await learnerRows(app.db, request.tenant.project.id, request.user.id);
  return rows.map((r) =>
    presentVideoConsultation(r.row, durationOf(r), expandCourse ? r.courseTitle : undefined),
  );
}

/** `GET /course/online-consultations`: per offered stream, the schedule, what is left and the free slots. */
export async function listOffers(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<VideoConsultationOffer[]> {
  const offered = await offeredStreams(app, request);
  const rows = await learnerRows(app.db, request.tenant.project.id, request.user.id);
  const now = Date.now();
  const out: VideoConsultationOffer[] = [];
  for (const { stream, offer, courseTitle } of offered) {
    const state = await app.learning.streamState(stream.id);
    const status = effectiveStatus(stream, state?.freezes ?? [], now);
    const own = rows.filter((r) => r.row.userCourseStreamId === stream.id);
    const left = own.filter((r) => r.row.status === 'available').length;
    const canOrder = !CLOSED.has(status);
    const taken = canOrder
      ? await takenInstants(app.db, offer.courseId, new Date(now), new Date(now + SLOT_WINDOW_MS))
      : new Set<number>();
    out.push({
      course_id: stream.courseId,
      course_title: courseTitle,
      user_course_stream_id: stream.id,
      stream_status: status,
      can_order: canOrder,
      count: own.length,
      left,
      duration_minutes: offer.durationMinutes,
      time_zone: offer.timeZone,
      schedule: fullSchedule(offer.schedule),
      slots: canOrder ? scheduleSlots(offer.schedule, offer.timeZone, now, taken) : [],
    });
  }
  return out;
}

/**
 * A real number, as E.164; anything else is the spec's "Phone format must be valid" (spec 02 §5).
 * The phone metadata is loaded when a first number comes, not at every server start (decision 128).
 */
async function e164(text: string): Promise<string | null> {
  const { default: parsePhoneNumber } = await import('libphonenumber-js/max');
  const parsed = parsePhoneNumber(text);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * `PUT /online-consultation/update?id=`: orders (or, while it waits, changes) one of the learner's
 * video consultations for a free slot of the schedule (spec 02 §4: then it waits for confirmation).
 * The row is locked, and a partial unique index on (course, time) stops two learners at once.
 */
export async function orderVideoConsultation(
  app: FastifyInstance,
  request: FastifyRequest,
  owned: VideoConsultationRow,
  body: { start_date_time: number; note: string; phone: string } & VideoConsultationUpdateBody,
): Promise<VideoConsultation> {
  const lang = request.lang;
  const now = Date.now();
  const at = body.start_date_time * 1000;
  const state = await app.learning.streamState(owned.userCourseStreamId);
  if (!state) throw new ApiError(404, videoMessage('notAvailable', lang));
  if (CLOSED.has(effectiveStatus(state.stream, state.freezes, now))) {
    throw new ApiError(403, videoMessage('streamClosed', lang));
  }
  const phone = await e164(body.phone);
  if (!phone) throw fieldError('phone', videoMessage('phoneInvalid', lang));
  let row: VideoConsultationRow;
  let durationMinutes = 0;
  try {
    row = await app.db.transaction(async (tx) => {
      const locked = (await findRow(tx, owned.projectId, owned.id, true))!;
      if (locked.status !== 'available' && locked.status !== 'waiting') {
        throw new ApiError(409, videoMessage('alreadyConfirmed', lang));
      }
      const offer = await offerOfCourse(tx, locked.courseId);
      if (!offer) throw new ApiError(403, videoMessage('notAvailable', lang));
      durationMinutes = offer.durationMinutes;
      if (!isFarEnough(at, now)) throw fieldError('start_date_time', videoMessage('timeInPast', lang));
      if (!isScheduleSlot(offer.schedule, offer.timeZone, at, now)) {
        throw fieldError('start_date_time', videoMessage('notASlot', lang));
      }
      if (await isTaken(tx, locked.courseId, new Date(at), locked.id)) {
        throw new ApiError(409, videoMessage('slotTaken', lang));
      }
      return updateRow(tx, locked.id, {
        status: 'waiting',
        startDateTime: new Date(at),
        note: body.note || null,
        phone,
        orderedAt: new Date(now),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, videoMessage('slotTaken', lang));
    throw err;
  }
  await publishVideoConsultation(app, row);
  return presentVideoConsultation(row, durationMinutes);
}

/** `GET /staff/online-consultations?status=`: the requests of the expert's courses, soonest first. */
export async function listDesk(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { status: VideoStatus; page: number; 'per-page': number },
) {
  const projectId = request.tenant.project.id;
  const courseIds = await expertCourseIds(app.db, projectId, request.user.id);
  const { rows, total } = await deskRows(app.db, projectId, courseIds, query.status, pageOf(query));
  reply.paginate(query, total);
  return rows.map(presentDeskVideoConsultation);
}

/**
 * An expert confirms an ordered one, at the learner's time or another free one (issue 9), with a
 * meeting address or a note (issue 32). The learner is told (e-mail with the calendar file) on the
 * first confirmation and whenever the time or the meeting changes; each raises the calendar
 * event's SEQUENCE (decision 142).
 */
export async function confirmVideoConsultation(
  app: FastifyInstance,
  request: FastifyRequest,
  found: VideoConsultationRow,
  body: StaffVideoConsultationConfirmBody,
) {
  const lang = request.lang;
  const now = Date.now();
  let row: VideoConsultationRow;
  let told: 'confirmed' | 'changed' | null = null;
  try {
    row = await app.db.transaction(async (tx) => {
      const locked = (await findRow(tx, found.projectId, found.id, true))!;
      if (locked.status !== 'waiting' && locked.status !== 'confirmed') {
        throw new ApiError(409, videoMessage('notWaiting', lang));
      }
      const at =
        body.start_date_time === undefined ? locked.startDateTime!.getTime() : body.start_date_time * 1000;
      if (at <= now) throw fieldError('start_date_time', videoMessage('timeInPast', lang));
      const meeting = meetingOf(body, locked);
      if (locked.status === 'waiting') told = 'confirmed';
      else if (
        at !== locked.startDateTime?.getTime() ||
        meeting.meetingUrl !== locked.meetingUrl ||
        meeting.meetingNote !== locked.meetingNote
      ) {
        told = 'changed';
      }
      return updateRow(tx, locked.id, {
        status: 'confirmed',
        startDateTime: new Date(at),
        ...meeting,
        confirmedAt: new Date(now),
        confirmedBy: request.user.id,
        ...(told ? { calendarSequence: locked.calendarSequence + 1 } : {}),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, videoMessage('slotTaken', lang));
    throw err;
  }
  await publishVideoConsultation(app, row);
  if (told) tellLearner(app, told, row);
  return presentDeskVideoConsultation(await deskRow(app.db, row.id));
}

/**
 * An expert cancels an ordered or confirmed one (issue 32): it is `available` again, so the learner
 * may book another time and the slot is free. A learner who had a confirmed time gets the calendar
 * file's CANCEL for the same event (decision 142).
 */
export async function cancelVideoConsultation(
  app: FastifyInstance,
  request: FastifyRequest,
  found: VideoConsultationRow,
) {
  let before: VideoConsultationRow | undefined;
  const row = await app.db.transaction(async (tx) => {
    const locked = (await findRow(tx, found.projectId, found.id, true))!;
    if (locked.status !== 'waiting' && locked.status !== 'confirmed') {
      throw new ApiError(409, videoMessage('notCancellable', request.lang));
    }
    before = locked;
    return updateRow(tx, locked.id, {
      status: 'available',
      startDateTime: null,
      note: null,
      phone: null,
      orderedAt: null,
      confirmedAt: null,
      confirmedBy: null,
      meetingUrl: null,
      meetingNote: null,
      remindedFor: null,
      calendarSequence: locked.calendarSequence + (locked.status === 'confirmed' ? 1 : 0),
    });
  });
  await publishVideoConsultation(app, row);
  // The learner's calendar holds only a confirmed one: that event, as it was, cancelled.
  if (before?.status === 'confirmed') {
    tellLearner(app, 'cancelled', { ...before, calendarSequence: row.calendarSequence });
  }
  return presentDeskVideoConsultation(await deskRow(app.db, row.id));
}

/** An expert marks a confirmed one complete: it moves to the learner's History (spec 02 §4). */
export async function completeVideoConsultation(
  app: FastifyInstance,
  request: FastifyRequest,
  found: VideoConsultationRow,
) {
  const row = await app.db.transaction(async (tx) => {
    const locked = (await findRow(tx, found.projectId, found.id, true))!;
    if (locked.status !== 'confirmed') throw new ApiError(409, videoMessage('notConfirmed', request.lang));
    return updateRow(tx, locked.id, { status: 'complete', completedAt: new Date() });
  });
  await publishVideoConsultation(app, row);
  return presentDeskVideoConsultation(await deskRow(app.db, row.id));
}
