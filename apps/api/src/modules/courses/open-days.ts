import type { FastifyInstance } from 'fastify';
import type { CourseContent } from '../course-content/index.js';
import type { OpenNow, StreamRow } from '../streams/index.js';
import { openNow } from '../streams/index.js';

/**
 * What of a course is open to a learner now, through any of their streams of it: the days whose
 * media they get links to (spec 02 §4 locks: stream state, demo, stage, calendar, time delay),
 * and whether a stream of the course is open (not ended, stopped, frozen or before its start),
 * for course-wide media.
 */
export type OpenParts = OpenNow;

const CLOSED: OpenParts = { days: new Set(), daysKey: '', course: false };

/**
 * The parts of a course open now in at least one of the learner's streams of it: the only ones
 * whose media they get links to (ARCHITECTURE §8). The same reckoning as `start` (days.service
 * openDay), kept with each stream's state until the clock changes it (streams `openNow`).
 */
export async function openParts(
  app: FastifyInstance,
  streams: StreamRow[],
  content: CourseContent,
): Promise<OpenParts> {
  const now = Date.now();
  const states = await Promise.all(streams.map((s) => app.learning.streamState(s.id)));
  const each = states.filter((s) => s !== null).map((state) => openNow(content, state, now));
  // One stream of the course is the usual case: its parts as they are kept.
  if (each.length <= 1) return each[0] ?? CLOSED;
  const days = new Set(each.flatMap((o) => [...o.days]));
  return {
    days,
    daysKey: [...days].sort((a, b) => a - b).join(','),
    course: each.some((o) => o.course),
  };
}
