import type { Course } from './api/course';
import { useCourse } from './api/get-course';
import { useStreamStatus } from './api/get-stream-status';
import { useUserCourseStream } from './api/get-user-course-stream';
import type { Stream } from './api/stream';
import type { StreamStatuses } from './api/stream-status';

export type StreamCourseState =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'ready'; stream: Stream; course: Course; statuses: StreamStatuses };

/**
 * The three things every course screen shows: the stream, its course content
 * and the stream statuses. Each is cached (lib/learning/api), so a screen
 * opened from another course screen makes no call for them.
 */
export function useStreamCourse(streamId: number): StreamCourseState {
  const stream = useUserCourseStream(streamId);
  const course = useCourse(stream.data?.courseId);
  const statuses = useStreamStatus(streamId);
  const failed = [stream, course, statuses].find((q) => q.error);
  if (failed?.error && !(stream.data && course.data && statuses.data)) {
    return {
      state: 'error',
      error: failed.error,
      retry: () => {
        for (const q of [stream, course, statuses]) if (q.error) q.refetch();
      },
    };
  }
  if (!stream.data || !course.data || !statuses.data) return { state: 'loading' };
  return { state: 'ready', stream: stream.data, course: course.data, statuses: statuses.data };
}
