import type {
  ConsoleLearner,
  ConsoleLearnerRow,
  ConsolePointsEntry,
  ConsoleStream,
  PointsReasonKind,
  StreamStatus,
} from '@cp/contract';

/** Times are milliseconds since the epoch from here on (the wire has seconds). */
const ms = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

export interface LearnerSummary {
  id: number;
  /** "Name Last name", else the e-mail. */
  displayName: string;
  email: string | null;
  blockedAt: number | null;
  createdAt: number;
  streamsCount: number;
}

export interface LearnerStream {
  id: number;
  courseId: number;
  courseTitle: string;
  status: StreamStatus;
  startDate: number | null;
  endDate: number | null;
  isDemo: boolean;
}

export interface PointsEntry {
  id: number;
  amount: number;
  /** The ledger's text: an administrator's own words when `reasonKind` is manual. */
  reason: string;
  reasonKind: PointsReasonKind;
  /** The homework's or day's title behind the reason, if it still exists. */
  reasonSubject: string | null;
  createdAt: number;
}

export interface Learner extends Omit<LearnerSummary, 'streamsCount'> {
  phone: string | null;
  city: string | null;
  birthday: string | null;
  languageCode: string | null;
  requirePassword: boolean;
  requireProfile: boolean;
  streams: LearnerStream[];
  points: { balance: number; history: PointsEntry[]; totalCount: number };
}

const displayName = (l: {
  id: number;
  name: string | null;
  last_name: string | null;
  email: string | null;
}) => [l.name, l.last_name].filter(Boolean).join(' ').trim() || l.email || `#${l.id}`;

export function toLearnerSummary(row: ConsoleLearnerRow): LearnerSummary {
  return {
    id: row.id,
    displayName: displayName(row),
    email: row.email,
    blockedAt: ms(row.blocked_at),
    createdAt: row.created_at * 1000,
    streamsCount: row.streams_count,
  };
}

export function toStream(s: ConsoleStream): LearnerStream {
  return {
    id: s.id,
    courseId: s.course_id,
    courseTitle: s.course_title,
    status: s.status,
    startDate: ms(s.start_date),
    endDate: ms(s.end_date),
    isDemo: s.is_demo,
  };
}

const toEntry = (e: ConsolePointsEntry): PointsEntry => ({
  id: e.id,
  amount: e.amount,
  reason: e.reason,
  reasonKind: e.reason_kind,
  reasonSubject: e.reason_subject,
  createdAt: e.created_at * 1000,
});

export function toLearner(l: ConsoleLearner): Learner {
  return {
    id: l.id,
    displayName: displayName(l),
    email: l.email,
    blockedAt: ms(l.blocked_at),
    createdAt: l.created_at * 1000,
    phone: l.phone,
    city: l.city,
    birthday: l.birthday,
    languageCode: l.language_code,
    requirePassword: l.is_require_update_password,
    requireProfile: l.is_require_update_profile,
    streams: l.streams.map(toStream),
    points: {
      balance: l.points.balance,
      history: l.points.history.map(toEntry),
      totalCount: l.points.total_count,
    },
  };
}
