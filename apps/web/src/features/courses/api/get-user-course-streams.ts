import { ROUTES, type StreamStatus, type UserCourseStream } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { type Pagination, readPagination } from '../../../lib/api/pagination';

/** A learner's stream in client names, times in milliseconds (spec 02 §3). */
export interface Stream {
  id: number;
  courseId: number;
  status: StreamStatus;
  startDate: number | null;
  endDate: number | null;
  progress: { daysCount: number; completeDaysCount: number; progress: number };
  isDemo: boolean;
  courseFullAccess: boolean;
  mobileAccess: boolean;
  course: { id: number; title: string; shortTitle: string | null; mainImage: string | null } | null;
}

const secondsToMs = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

export function toStream(stream: UserCourseStream): Stream {
  return {
    id: stream.id,
    courseId: stream.course_id,
    status: stream.status,
    startDate: secondsToMs(stream.start_date),
    endDate: secondsToMs(stream.end_date),
    progress: {
      daysCount: stream.progress.days_count,
      completeDaysCount: stream.progress.complete_days_count,
      // spec 02 §3: progress capped at 100.
      progress: Math.min(100, Math.max(0, stream.progress.progress)),
    },
    isDemo: stream.is_demo,
    courseFullAccess: stream.course_full_access,
    mobileAccess: stream.mobile_access,
    course: stream.course
      ? {
          id: stream.course.id,
          title: stream.course.title,
          shortTitle: stream.course.short_title,
          mainImage: stream.course.main_image,
        }
      : null,
  };
}

/** The courses screen shows every stream on one page. */
const PER_PAGE = 50;

export const userCourseStreamsQueryOptions = () =>
  queryOptions({
    queryKey: ['user-course-streams', { expand: 'course', perPage: PER_PAGE }],
    queryFn: async ({ signal }): Promise<{ streams: Stream[]; pagination: Pagination | null }> => {
      const { data, headers } = await apiGet<UserCourseStream[]>(ROUTES.userCourseStreams, {
        query: { expand: 'course', 'per-page': PER_PAGE },
        signal,
      });
      return { streams: data.map(toStream), pagination: readPagination(headers) };
    },
  });

export const useUserCourseStreams = () => useQuery(userCourseStreamsQueryOptions());
