import { z } from 'zod';
import { AUDIT_ACTIONS } from './console-constants.js';
import { STREAM_STATUSES } from './constants.js';
import { inputText, rowId, rowIdParam } from './input-fields.js';
import { langQuery, pageQuery } from './pagination.js';

/**
 * The console's people area (issue 13 "People", decision 073): the school's learners, their
 * streams and points, and the audit log. Paths are relative to STAFF_API_BASE.
 */
export const CONSOLE_PEOPLE_ROUTES = {
  learners: '/learners',
  learner: '/learners/:id',
  learnerFlags: '/learners/:id/flags',
  learnerBlock: '/learners/:id/block',
  learnerUnblock: '/learners/:id/unblock',
  learnerStreams: '/learners/:id/streams',
  learnerPoints: '/learners/:id/points',
  streamExtend: '/streams/:id/extend',
  streamStop: '/streams/:id/stop',
  streamResume: '/streams/:id/resume',
  streamEnd: '/streams/:id/end',
} as const;

/** One grant or debit at most this many points either way: a typo of zeros is refused, not booked. */
export const PEOPLE_POINTS_MAX = 100_000;
export const PEOPLE_REASON_MAX_LENGTH = 500;
/** A stream is enrolled or extended by at most this many days at once (ten years). */
export const PEOPLE_STREAM_MAX_DAYS = 3650;
/** The learner's page shows this many newest ledger rows. */
export const PEOPLE_POINTS_HISTORY_LIMIT = 100;
export const PEOPLE_SEARCH_MAX_LENGTH = 100;

const id = z.number().int();
const seconds = z.number().int();
/** A moment as unix seconds in a body; bounded so a date stays a date (year 1970..2100). */
const secondsInput = () => z.number().int().min(0).max(4_102_444_800);
const daysInput = () => z.number().int().min(1).max(PEOPLE_STREAM_MAX_DAYS);

export const peopleIdParams = z.object({ id: rowIdParam() });

/** `GET /staff/learners`: `q` matches the start of the name, the last name or the e-mail. */
export const learnersQuery = langQuery.extend(pageQuery.shape).extend({
  q: inputText().trim().max(PEOPLE_SEARCH_MAX_LENGTH).optional(),
});

export const consoleLearnerRow = z.object({
  id,
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.number().int(),
  blocked_at: seconds.nullable(),
  created_at: seconds,
  streams_count: z.number().int(),
});
export type ConsoleLearnerRow = z.infer<typeof consoleLearnerRow>;
export const consoleLearnerList = z.array(consoleLearnerRow);

/** A stream as the console shows it; `status` is the learner's (decision 010), dates in seconds. */
export const consoleStream = z.object({
  id,
  course_id: id,
  course_title: z.string(),
  status: z.enum(STREAM_STATUSES),
  start_date: seconds.nullable(),
  end_date: seconds.nullable(),
  is_demo: z.boolean(),
  created_at: seconds,
});
export type ConsoleStream = z.infer<typeof consoleStream>;

/**
 * What a ledger row's reason is, for the console to say it in words (issue 28: not
 * "homework:1"): `manual` is an administrator's own text, shown as it is.
 */
export const POINTS_REASON_KINDS = [
  'homework',
  'day',
  'spend',
  'welcome',
  'credit_cancelled',
  'referral_cashback',
  'referral_cashback_reversal',
  'manual',
] as const;
export type PointsReasonKind = (typeof POINTS_REASON_KINDS)[number];

export const consolePointsEntry = z.object({
  id,
  amount: z.number().int(),
  reason: z.string(),
  reason_kind: z.enum(POINTS_REASON_KINDS),
  /** The homework's or the day's title for those kinds, when it still exists. */
  reason_subject: z.string().nullable(),
  created_at: seconds,
});
export type ConsolePointsEntry = z.infer<typeof consolePointsEntry>;

/** `GET /staff/learners/{id}`: the profile, the streams and the points. */
export const consoleLearner = consoleLearnerRow.omit({ streams_count: true }).extend({
  phone: z.string().nullable(),
  city: z.string().nullable(),
  birthday: z.string().nullable(),
  language_code: z.string().nullable(),
  is_require_update_password: z.boolean(),
  is_require_update_profile: z.boolean(),
  streams: z.array(consoleStream),
  points: z.object({
    balance: z.number().int(),
    /** The newest PEOPLE_POINTS_HISTORY_LIMIT rows of the ledger. */
    history: z.array(consolePointsEntry),
    total_count: z.number().int(),
  }),
});
export type ConsoleLearner = z.infer<typeof consoleLearner>;

/** `PUT /staff/learners/{id}/flags`: either or both. */
export const learnerFlagsBody = z
  .object({
    is_require_update_password: z.boolean().optional(),
    is_require_update_profile: z.boolean().optional(),
  })
  .refine((b) => b.is_require_update_password !== undefined || b.is_require_update_profile !== undefined, {
    message: 'Give is_require_update_password or is_require_update_profile.',
    path: ['is_require_update_password'],
  });
export type LearnerFlagsBody = z.infer<typeof learnerFlagsBody>;

/** An end given as a date or as a length in days: exactly one of them. */
const endOrDays = { end_date: secondsInput().optional(), days: daysInput().optional() };
const hasOneEnd = (b: { end_date?: number | undefined; days?: number | undefined }) =>
  (b.end_date === undefined) !== (b.days === undefined);
const oneEndMessage = { message: 'Give either end_date or days.', path: ['end_date'] };

/** `POST /staff/learners/{id}/streams`: enrol in a course of the school. */
export const enrolBody = z
  .object({ course_id: rowId(), start_date: secondsInput(), ...endOrDays })
  .refine(hasOneEnd, oneEndMessage);
export type EnrolBody = z.infer<typeof enrolBody>;

/** `POST /staff/streams/{id}/extend`: a later end date, or days added to the current end. */
export const extendBody = z.object(endOrDays).refine(hasOneEnd, oneEndMessage);
export type ExtendBody = z.infer<typeof extendBody>;

/** `POST /staff/learners/{id}/points`: positive grants, negative debits. */
export const pointsBody = z.object({
  amount: z
    .number()
    .int()
    .min(-PEOPLE_POINTS_MAX)
    .max(PEOPLE_POINTS_MAX)
    .refine((n) => n !== 0, 'Must not be zero.'),
  reason: inputText().trim().min(1).max(PEOPLE_REASON_MAX_LENGTH),
});
export type PointsBody = z.infer<typeof pointsBody>;

/** `GET /staff/audit`: newest first; each filter narrows. */
export const auditQuery = langQuery.extend(pageQuery.shape).extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  target_type: inputText().max(40).optional(),
  target_id: inputText().max(64).optional(),
  actor_id: rowIdParam().optional(),
});

export const auditEntry = z.object({
  id,
  actor_id: id.nullable(),
  actor_name: z.string(),
  /** One of AUDIT_ACTIONS (older lines may carry a verb since renamed, so any text). */
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: seconds,
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = z.array(auditEntry);
