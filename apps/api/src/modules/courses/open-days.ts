import type { FastifyInstance } from 'fastify';
import type { CourseContent } from '../course-content/index.js';
import type { StreamRow } from '../streams/index.js';
import { dayAccess, streamView } from '../streams/index.js';

/** What of a course is open to a learner now, through any of their streams of it. */
export interface OpenParts {
  /** Days whose media they get links to (spec 02 §4 locks: stream state, demo, stage, calendar, time delay). */
  days: Set<number>;
  /** A stream of the course is open (not ended, stopped, frozen or before its start): course-wide media. */
  course: boolean;
}

/**
 * The parts of a course open now in at least one of the learner's streams of it: the only ones
 * whose media they get links to (ARCHITECTURE §8). The same reckoning as `start` (days.service openDay).
 */
export async function openParts(
  app: FastifyInstance,
  streams: StreamRow[],
  content: CourseContent,
): Promise<OpenParts> {
  const now = Date.now();
  const open = new Set<number>();
  let course = false;
  const states = await Promise.all(streams.map((s) => app.learning.streamState(s.id)));
  for (const state of states) {
    if (!state) continue;
    const view = streamView(content, state, now);
    if (view.status === 'open') course = true;
    for (const day of content.days) {
      if (!open.has(day.id) && dayAccess(content, view, state, day).isOpen) open.add(day.id);
    }
  }
  return { days: open, course };
}
