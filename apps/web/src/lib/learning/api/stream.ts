import type { ChatClosedReason, StreamStatus, UserCourseStream } from '@cp/contract';

/** Stream freeze (spec 02 §3): status 0 Created, 1 Active, 2 Canceled; dates in milliseconds. */
export interface StreamFreeze {
  id: number;
  startDate: number;
  endDate: number;
  status: 0 | 1 | 2;
}

/** A learner's course stream in client names, times in milliseconds (spec 02 §3 "User course stream"). */
export interface Stream {
  id: number;
  courseId: number;
  status: StreamStatus;
  startDate: number | null;
  endDate: number | null;
  messageExpiresDate: number | null;
  progress: { daysCount: number; completeDaysCount: number; progress: number };
  isDemo: boolean;
  courseFullAccess: boolean;
  mobileAccess: boolean;
  courseVersion: number;
  chatChannelId: number | null;
  maxConsultationCount: number;
  filters: Record<string, number>;
  chatStatus: string | null;
  /**
   * Why the learner cannot write to the expert in this stream's chat now, null when they can
   * (issue 28); absent in an answer kept from a server that did not send it.
   */
  chatClosedReason?: ChatClosedReason | null;
  freeze: StreamFreeze | null;
  course: { id: number; title: string; shortTitle: string | null; mainImage: string | null } | null;
  order: { id: number; status: string; serviceId: number; serviceType: string } | null;
}

export const secondsToMs = (seconds: number | null | undefined): number | null =>
  seconds === null || seconds === undefined ? null : seconds * 1000;

/** spec 02 §3, §9: progress is capped at 100. */
export const capProgress = (value: number): number => Math.min(100, Math.max(0, value));

export function toFreeze(freeze: NonNullable<UserCourseStream['user_course_stream_freeze']>): StreamFreeze {
  return {
    id: freeze.id,
    startDate: freeze.start_date * 1000,
    endDate: freeze.end_date * 1000,
    status: freeze.status,
  };
}

/** Server names -> client names, seconds -> milliseconds (spec 02 §3). */
export function toStream(stream: UserCourseStream): Stream {
  const { course, order, progress } = stream;
  return {
    id: stream.id,
    courseId: stream.course_id,
    status: stream.status,
    startDate: secondsToMs(stream.start_date),
    endDate: secondsToMs(stream.end_date),
    messageExpiresDate: secondsToMs(stream.message_expires_date),
    progress: {
      daysCount: progress.days_count,
      completeDaysCount: progress.complete_days_count,
      progress: capProgress(progress.progress),
    },
    isDemo: stream.is_demo,
    courseFullAccess: stream.course_full_access,
    mobileAccess: stream.mobile_access,
    courseVersion: stream.course_version,
    chatChannelId: stream.chat_channel_id,
    maxConsultationCount: stream.max_consultation_count,
    filters: stream.filters,
    chatStatus: stream.chat_status,
    chatClosedReason: stream.chat_closed_reason ?? null,
    freeze: stream.user_course_stream_freeze ? toFreeze(stream.user_course_stream_freeze) : null,
    course: course
      ? { id: course.id, title: course.title, shortTitle: course.short_title, mainImage: course.main_image }
      : null,
    order: order
      ? {
          id: order.id,
          status: order.status,
          serviceId: order.course_service_id,
          serviceType: order.course_service.type,
        }
      : null,
  };
}

/** spec 02 §4: a demo stream without full access has locked days, homework and documents. */
export const isDemoRestricted = (stream: Pick<Stream, 'isDemo' | 'courseFullAccess'>): boolean =>
  stream.isDemo && !stream.courseFullAccess;
