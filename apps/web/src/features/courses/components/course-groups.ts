import { STREAM_STATUSES } from '@cp/contract';
import type { Stream } from '../../../lib/learning/api/stream';

/** The tabs of the courses screen (spec 02 §2). */
export const COURSE_TABS = ['current', 'active', 'ended'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export const isCourseTab = (value: unknown): value is CourseTab =>
  typeof value === 'string' && (COURSE_TABS as readonly string[]).includes(value);

/** spec 02 §4: ended or stopped non-demo streams form the group Ended. */
export const isEndedGroup = (stream: Pick<Stream, 'status' | 'isDemo'>): boolean =>
  (stream.status === 'ended' || stream.status === 'stopped') && !stream.isDemo;

/** spec 02 §4: open streams with progress below 100 are In progress. */
export const isInProgress = (stream: Pick<Stream, 'status' | 'progress'>): boolean =>
  stream.status === 'open' && stream.progress.progress < 100;

/** spec 02 §4: streams ordered open, not started, freeze, stopped, ended; the server's order within a status. */
export function byStatus<T extends Pick<Stream, 'status'>>(streams: readonly T[]): T[] {
  const rank = (stream: T) => STREAM_STATUSES.indexOf(stream.status);
  return streams
    .map((stream, index) => ({ stream, index }))
    .sort((a, b) => rank(a.stream) - rank(b.stream) || a.index - b.index)
    .map(({ stream }) => stream);
}

/**
 * Current: every stream not in the Ended group; Active: the In progress ones;
 * Ended: the Ended group. Each in the status order.
 */
export function groupStreams<T extends Pick<Stream, 'status' | 'isDemo' | 'progress'>>(
  streams: readonly T[],
): Record<CourseTab, T[]> {
  const ordered = byStatus(streams);
  return {
    current: ordered.filter((s) => !isEndedGroup(s)),
    active: ordered.filter(isInProgress),
    ended: ordered.filter(isEndedGroup),
  };
}
