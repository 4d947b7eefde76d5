import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.js';
import { createKeyedCache, freshReads } from '../../lib/keyed-cache.js';
import { buildCourseContent, type CourseContent } from '../course-content/index.js';
import { readCourseRows } from '../courses/index.js';
import { readStreamState, type StreamRow, type StreamState, userStreamRows } from '../streams/index.js';

/**
 * The learning area's hot reads, cached per process and evicted by the NOTIFY
 * triggers of migration 0003 (decision 011): a course's content, a stream's
 * state, and the list of a learner's streams. A write of this process also
 * evicts at once, so the learner's next call never reads what it just changed
 * from the cache.
 */
export function createLearningCache(db: Db) {
  const courses = createKeyedCache<number, CourseContent | null>({ max: 2_000 });
  // A write checks the learner's own state as the database holds it (decision 106); the course's
  // content changes only by staff, and a learner's write never waits for it to be read again.
  const streams = createKeyedCache<number, StreamState | null>({ max: 50_000, freshForWrites: true });
  // Keyed by user id alone: a user belongs to one school, and the trigger names only the user.
  const userStreams = createKeyedCache<number, StreamRow[]>({ max: 50_000, freshForWrites: true });

  return {
    courses,
    streams,
    userStreams,
    course: (courseId: number) =>
      courses.load(courseId, async () => {
        const rows = await readCourseRows(db, courseId);
        return rows ? buildCourseContent(rows) : null;
      }),
    streamState: (streamId: number) => streams.load(streamId, () => readStreamState(db, streamId)),
    streamsOfUser: (projectId: number, userId: number) =>
      userStreams.load(userId, () => userStreamRows(db, projectId, userId)),
    /** After a write of this process: the next read goes to the database. */
    streamChanged(stream: { id: number; userId: number }) {
      streams.evict(stream.id);
      userStreams.evict(stream.userId);
    },
    setEnabled(live: boolean) {
      courses.setEnabled(live);
      streams.setEnabled(live);
      userStreams.setEnabled(live);
    },
    onCourseChanged(payload: string) {
      if (payload === '*') courses.clear();
      else courses.evict(Number(payload));
    },
  };
}
export type LearningCache = ReturnType<typeof createLearningCache>;

declare module 'fastify' {
  interface FastifyInstance {
    learning: LearningCache;
  }
}

export const learningCachePlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const cache = createLearningCache(app.db);
  const unsubscribe = await database.subscribe(
    {
      course_changed: (payload) => cache.onCourseChanged(payload),
      stream_changed: (payload) => cache.streams.evict(Number(payload)),
      user_streams_changed: (payload) => cache.userStreams.evict(Number(payload)),
    },
    (live) => cache.setEnabled(live),
  );
  // Read-your-writes across processes: a write evicts this process's cache at once, but another
  // process evicts only when the trigger's NOTIFY reaches it, a moment later (longer on a busy
  // machine). The learner's app asks for a fresh read right after its own writes with
  // `Cache-Control: no-cache` (lib/api/api-client.ts), and this request's cached reads go to the
  // database. A freeze lifted on one process was shown as still planned by the next read on the
  // other: the browser suite's only retried test in a fresh-clone run (decision 106).
  //
  // A write is checked against the database too: a day started on one process and a statistics
  // record naming that day's status on the other was refused as "not this day's status" while the
  // notification was on its way, and the day never finished (the same holds for a finish, a
  // freeze, a hand-in). It costs the write one read of the stream's state, which the write then
  // evicts anyway.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) freshReads.run('write', done);
    else if (/\bno-cache\b/i.test(request.headers['cache-control'] ?? '')) freshReads.run('no-cache', done);
    else done();
  });
  // The database may already be closed when this runs; there is nothing left to stop then.
  app.addHook('onClose', () => unsubscribe().catch(() => {}));
  app.decorate('learning', cache);
});
