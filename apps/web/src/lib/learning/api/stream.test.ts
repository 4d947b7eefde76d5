import type { UserCourseStream } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { isDemoRestricted, toStream } from './stream';

const server: UserCourseStream = {
  id: 3,
  course_id: 11,
  status: 'freeze',
  start_date: 1_700_000_000,
  end_date: null,
  progress: { days_count: 20, complete_days_count: 5, progress: 140 },
  is_demo: false,
  course_full_access: true,
  mobile_access: false,
  course_version: 2,
  chat_channel_id: null,
  max_consultation_count: 3,
  filters: { '4': 9 },
  chat_status: null,
  message_expires_date: 1_700_000_100,
  user_course_stream_freeze: {
    id: 8,
    user_course_stream_id: 3,
    start_date: 1_700_100_000,
    end_date: 1_700_200_000,
    status: 1,
    created_at: 1_700_000_000,
  },
  course: { id: 11, title: 'Face yoga', short_title: null, main_image: '/v/face.jpg' },
  order: {
    id: 5,
    status: 'paid',
    course_service_id: 498,
    course_service: { id: 498, type: 'course_demo', title: 'Demo' },
    created_at: 1,
  },
};

describe('toStream', () => {
  it('converts server names to client names and seconds to milliseconds, capping progress at 100', () => {
    expect(toStream(server)).toEqual({
      id: 3,
      courseId: 11,
      status: 'freeze',
      startDate: 1_700_000_000_000,
      endDate: null,
      messageExpiresDate: 1_700_000_100_000,
      progress: { daysCount: 20, completeDaysCount: 5, progress: 100 },
      isDemo: false,
      courseFullAccess: true,
      mobileAccess: false,
      courseVersion: 2,
      chatChannelId: null,
      maxConsultationCount: 3,
      filters: { '4': 9 },
      chatStatus: null,
      chatClosedReason: null,
      freeze: { id: 8, startDate: 1_700_100_000_000, endDate: 1_700_200_000_000, status: 1 },
      course: { id: 11, title: 'Face yoga', shortTitle: null, mainImage: '/v/face.jpg' },
      order: { id: 5, status: 'paid', serviceId: 498, serviceType: 'course_demo' },
    });
  });

  it("carries why the stream's chat is closed (issue 28), none where the answer has no reason", () => {
    expect(toStream({ ...server, chat_closed_reason: 'no_expert' }).chatClosedReason).toBe('no_expert');
    expect(toStream({ ...server, chat_closed_reason: null }).chatClosedReason).toBeNull();
  });

  it('keeps a stream without the expanded course or order', () => {
    const { course: _course, order: _order, ...bare } = server;
    expect(toStream(bare)).toMatchObject({ course: null, order: null });
  });

  it('knows a demo stream without full access', () => {
    expect(isDemoRestricted({ isDemo: true, courseFullAccess: false })).toBe(true);
    expect(isDemoRestricted({ isDemo: true, courseFullAccess: true })).toBe(false);
    expect(isDemoRestricted({ isDemo: false, courseFullAccess: false })).toBe(false);
  });
});
