import type { UserCourseStream } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { toStream } from './get-user-course-streams';

const server: UserCourseStream = {
  id: 3,
  course_id: 11,
  status: 'open',
  start_date: 1_700_000_000,
  end_date: null,
  progress: { days_count: 20, complete_days_count: 5, progress: 25 },
  is_demo: false,
  course_full_access: true,
  mobile_access: true,
  course: { id: 11, title: 'Face yoga', short_title: null, main_image: '/v/face.jpg' },
};

describe('toStream', () => {
  it('converts server names to client names and seconds to milliseconds', () => {
    expect(toStream(server)).toEqual({
      id: 3,
      courseId: 11,
      status: 'open',
      startDate: 1_700_000_000_000,
      endDate: null,
      progress: { daysCount: 20, completeDaysCount: 5, progress: 25 },
      isDemo: false,
      courseFullAccess: true,
      mobileAccess: true,
      course: { id: 11, title: 'Face yoga', shortTitle: null, mainImage: '/v/face.jpg' },
    });
  });

  it('keeps a stream without the expanded course', () => {
    const { course: _course, ...withoutCourse } = server;
    expect(toStream(withoutCourse).course).toBeNull();
  });
});
