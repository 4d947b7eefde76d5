import type {
  ConsoleLearner,
  ConsoleLearnerRow,
  ConsolePointsEntry,
  ConsoleStream,
  PointsReasonKind,
} from '@cp/contract';
import type { userScores } from '../../../db/schema/index.js';
import { toSeconds } from '../../../lib/time.js';
import type { FreezeRow } from '../../streams/index.js';
import { effectiveStatus } from '../../streams/index.js';
import type { LearnerRow, StreamRow } from './people.repository.js';

export function presentLearnerRow(user: LearnerRow, streamsCount: number): ConsoleLearnerRow {
  return {
    id: user.id,
    name: user.name,
    last_name: user.lastName,
    email: user.email,
    status: user.status,
    blocked_at: toSeconds(user.blockedAt),
    created_at: toSeconds(user.createdAt)!,
    streams_count: streamsCount,
  };
}

/** The status is the one the learner's app shows (decision 010): staff's stop or end, else the dates and freezes. */
export function presentStream(
  stream: StreamRow,
  courseTitle: string,
  freezes: FreezeRow[],
  now = Date.now(),
): ConsoleStream {
  return {
    id: stream.id,
    course_id: stream.courseId,
    course_title: courseTitle,
    status: effectiveStatus(
      stream,
      freezes.filter((f) => f.userCourseStreamId === stream.id),
      now,
    ),
    start_date: toSeconds(stream.startDate),
    end_date: toSeconds(stream.endDate),
    is_demo: stream.isDemo,
    created_at: toSeconds(stream.createdAt)!,
  };
}

const SYSTEM_REASONS: ReadonlySet<string> = new Set<PointsReasonKind>([
  'spend',
  'welcome',
  'credit_cancelled',
  'referral_cashback',
  'referral_cashback_reversal',
]);

/** `homework:12` -> homework 12 (a homework status id); `day:3` -> day 3; the kinds the server writes; else manual. */
export function parsePointsReason(reason: string): { kind: PointsReasonKind; refId: number | null } {
  const match = /^(homework|day):(\d{1,9})$/.exec(reason);
  if (match) return { kind: match[1] as 'homework' | 'day', refId: Number(match[2]) };
  return { kind: SYSTEM_REASONS.has(reason) ? (reason as PointsReasonKind) : 'manual', refId: null };
}

export interface ReasonSubjects {
  homework: Map<number, string>;
  day: Map<number, string>;
}

export function presentPointsEntry(
  row: typeof userScores.$inferSelect,
  subjects: ReasonSubjects,
): ConsolePointsEntry {
  const { kind, refId } = parsePointsReason(row.reason);
  const subject =
    refId !== null && (kind === 'homework' || kind === 'day') ? subjects[kind].get(refId) : undefined;
  return {
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    reason_kind: kind,
    reason_subject: subject ?? null,
    created_at: toSeconds(row.createdAt)!,
  };
}

export function presentLearner(
  user: LearnerRow,
  streams: ConsoleStream[],
  points: ConsoleLearner['points'],
): ConsoleLearner {
  const { streams_count: _, ...row } = presentLearnerRow(user, streams.length);
  return {
    ...row,
    phone: user.phone,
    city: user.city,
    birthday: user.birthday,
    language_code: user.languageCode,
    is_require_update_password: user.isRequireUpdatePassword,
    is_require_update_profile: user.isRequireUpdateProfile,
    streams,
    points,
  };
}
