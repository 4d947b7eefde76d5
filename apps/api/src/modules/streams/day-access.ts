import type { DayLock, StreamStatus } from '@cp/contract';
import type { CourseContent, DayRow } from '../course-content/index.js';
import { calendarDay, dayOpenDate, effectiveStatus, freezeSpans, type Span } from './stream-schedule.js';
import type { DayStatusRow, OpenNow, StreamState } from './streams.repository.js';

/** What one day of a stream is now: open or not, and the first reason it is closed. */
export interface DayAccess {
  isOpen: boolean;
  isOpenByTimeDelay: boolean;
  lock: DayLock | null;
  /** When the day opens (opened) by the calendar, ms; null without a start date. */
  openDate: number | null;
}

/** A stream's state read against its course and the clock, shared by the calls of a request. */
export interface StreamView {
  now: number;
  status: StreamStatus;
  spans: Span[];
  calendarDay: number;
  dayStatusByDay: Map<number, DayStatusRow>;
  /** spec 02 §4: a demo stream without full access. */
  demoRestricted: boolean;
  /** Stage id -> closed by the homework gate of an earlier stage (spec 02 §4). */
  stageGateClosed: Map<number, boolean>;
  /** The homework placements handed in at least once (`targetKey`). */
  handedIn: Set<string>;
}

/** The key of a homework placement in `StreamView.handedIn`. */
export const targetKey = (targetType: string, targetId: number) => `${targetType}:${targetId}`;

export function streamView(content: CourseContent, state: StreamState, now: number): StreamView {
  const spans = freezeSpans(state.freezes);
  // Handed in once is handed in for the gate: a FAIL after it does not close the stage again (decision 057).
  const handedIn = new Set(
    state.homeworkStatuses
      .filter((h) => h.handedInAt !== null)
      .map((h) => targetKey(h.targetType, h.targetId)),
  );
  // spec 02 §4: a next stage cannot be opened until the required homework is handed in; a stage
  // waiting for it keeps every later stage closed too.
  const stageGateClosed = new Map<number, boolean>();
  let closed = false;
  for (const stage of content.stages) {
    stageGateClosed.set(stage.id, closed);
    const required = content.requiredHomeworkByStage.get(stage.id) ?? [];
    if (required.some((r) => !handedIn.has(targetKey(r.targetType, r.targetId)))) closed = true;
  }
  return {
    now,
    handedIn,
    status: effectiveStatus(state.stream, state.freezes, now),
    spans,
    calendarDay: calendarDay(state.stream.startDate, spans, now),
    dayStatusByDay: new Map(state.dayStatuses.map((s) => [s.dayId, s])),
    demoRestricted: state.stream.isDemo && !state.stream.courseFullAccess,
    stageGateClosed,
  };
}

/** The last training day (not a day of rest) before `day`, whose finish a time delay counts from. */
function previousTrainingDay(content: CourseContent, day: DayRow): DayRow | undefined {
  let previous: DayRow | undefined;
  for (const d of content.days) {
    if (d.dayNumber >= day.dayNumber) break;
    if (!d.dayOfRest) previous = d;
  }
  return previous;
}

/** spec 02 §3 Day `isOpenByTimeDelay` (default true): the delay after the previous day's finish has passed. */
export function isOpenByTimeDelay(content: CourseContent, view: StreamView, day: DayRow): boolean {
  if (!day.timeDelay) return true;
  const previous = previousTrainingDay(content, day);
  if (!previous) return true;
  const finishedAt = view.dayStatusByDay.get(previous.id)?.finishedAt;
  return !!finishedAt && finishedAt.getTime() + day.timeDelay * 1000 <= view.now;
}

export function dayAccess(
  content: CourseContent,
  view: StreamView,
  state: StreamState,
  day: DayRow,
): DayAccess {
  const openDate = dayOpenDate(state.stream.startDate, view.spans, day.dayNumber);
  const byTimeDelay = isOpenByTimeDelay(content, view, day);
  let lock: DayLock | null = null;
  if (view.status !== 'open') lock = 'stream';
  // spec 02 §4: demo without full access locks days that are not demo-accessible.
  else if (view.demoRestricted && !day.isDemoAccessible) lock = 'demo';
  else if (view.stageGateClosed.get(day.stageId)) lock = 'stage';
  else if (openDate === null || openDate > view.now) lock = 'schedule';
  else if (!byTimeDelay) lock = 'time_delay';
  return { isOpen: lock === null, isOpenByTimeDelay: byTimeDelay, lock, openDate };
}

/**
 * spec 02 §4 Stage status: `open` once the stream is open, the stage's first day reached by the
 * calendar and no earlier stage waits for its required homework; `close` otherwise.
 */
export function stageIsOpen(content: CourseContent, view: StreamView, state: StreamState, stageId: number) {
  if (view.status !== 'open' || view.stageGateClosed.get(stageId)) return false;
  const first = content.daysByStage.get(stageId)?.[0];
  if (!first) return false;
  const opens = dayOpenDate(state.stream.startDate, view.spans, first.dayNumber);
  return opens !== null && opens <= view.now;
}

/**
 * The next moment at which the clock alone changes anything a status answer
 * shows: a day's calendar opening, a time delay running out, the stream's start
 * or end, a freeze beginning or ending. Until then the answer can be reused.
 */
export function nextChange(content: CourseContent, state: StreamState, view: StreamView): number {
  let next = Number.POSITIVE_INFINITY;
  const consider = (t: number | null | undefined) => {
    if (t !== null && t !== undefined && t > view.now && t < next) next = t;
  };
  consider(state.stream.startDate?.getTime());
  consider(state.stream.endDate?.getTime());
  for (const f of state.freezes) {
    consider(f.startDate.getTime());
    consider(f.endDate.getTime());
  }
  for (const day of content.days) {
    consider(dayOpenDate(state.stream.startDate, view.spans, day.dayNumber));
    if (day.timeDelay) {
      const previous = previousTrainingDay(content, day);
      const finishedAt = previous && view.dayStatusByDay.get(previous.id)?.finishedAt;
      if (finishedAt) consider(finishedAt.getTime() + day.timeDelay * 1000);
    }
  }
  // A stage opens with its first day's calendar date (counted above); homework is handed in by
  // a write, which evicts the state (migration 0015): nothing of homework waits on the clock.
  return next;
}

/**
 * The days of `content` this stream opens now, and whether the stream itself is open: reckoned
 * for every day once, then kept on the state until the next moment the clock changes any of them
 * (`nextChange`), as the status answers are. A write drops the state and this with it. The
 * courses calls ask for it on every request (ARCHITECTURE §7: a hot read).
 */
export function openNow(content: CourseContent, state: StreamState, now: number): OpenNow {
  const kept = state.open;
  if (kept && kept.content === content && kept.from <= now && now < kept.until) return kept;
  const view = streamView(content, state, now);
  const days = new Set<number>();
  for (const day of content.days) if (dayAccess(content, view, state, day).isOpen) days.add(day.id);
  const open = {
    days,
    daysKey: [...days].sort((a, b) => a - b).join(','),
    course: view.status === 'open',
    content,
    from: now,
    until: nextChange(content, state, view),
  };
  state.open = open;
  return open;
}
