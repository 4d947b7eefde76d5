import type { UserCourseStream } from '@cp/contract';
import { toSeconds } from '../../lib/time.js';
import type { CourseRow, StreamRow } from './streams.repository.js';

export function presentStream(stream: StreamRow, course: CourseRow | null): UserCourseStream {
  const progress =
    stream.daysCount > 0 ? Math.min(100, Math.round((stream.completeDaysCount / stream.daysCount) * 100)) : 0;
  return {
    id: stream.id,
    course_id: stream.courseId,
    status: stream.status,
    start_date: toSeconds(stream.startDate),
    end_date: toSeconds(stream.endDate),
    // spec 02 §3: progress is capped at 100.
    progress: { days_count: stream.daysCount, complete_days_count: stream.completeDaysCount, progress },
    is_demo: stream.isDemo,
    course_full_access: stream.courseFullAccess,
    mobile_access: stream.mobileAccess,
    ...(course && {
      course: {
        id: course.id,
        title: course.title,
        short_title: course.shortTitle,
        main_image: course.mainImage,
      },
    }),
  };
}
