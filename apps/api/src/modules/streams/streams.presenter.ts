import type { ChatClosedReason, UserCourseStream } from '@cp/contract';
import { toSeconds } from '../../lib/time.js';
import { consultationLimit } from './consultation-limit.js';
import { currentFreeze, effectiveStatus, freezeStatusCode } from './stream-schedule.js';
import type { CourseRow, FreezeRow, StreamRow, UserOptionRow } from './streams.repository.js';

export interface StreamOrderView {
  id: number;
  status: string;
  courseServiceId: number;
  createdAt: Date;
  service: { id: number; type: string; title: string };
}

export function presentFreeze(freeze: FreezeRow, now: number) {
  return {
    id: freeze.id,
    user_course_stream_id: freeze.userCourseStreamId,
    start_date: toSeconds(freeze.startDate)!,
    end_date: toSeconds(freeze.endDate)!,
    status: freezeStatusCode(freeze, now),
    created_at: toSeconds(freeze.createdAt)!,
  };
}

export function presentStream(
  stream: StreamRow,
  course: CourseRow | null,
  extras: {
    freezes: FreezeRow[];
    options: UserOptionRow[];
    order?: StreamOrderView | null;
    now?: number;
    /** The course's consultationLimit, the stream's limit while it has none of its own. */
    courseConsultationLimit?: number;
    /** Why the learner may not write in the stream's chat (chat/chat-rules.ts); left out when not read. */
    chatClosedReason?: ChatClosedReason | null;
  } = {
    freezes: [],
    options: [],
  },
): UserCourseStream {
  const now = extras.now ?? Date.now();
  const progress =
    stream.daysCount > 0 ? Math.min(100, Math.round((stream.completeDaysCount / stream.daysCount) * 100)) : 0;
  const freeze = currentFreeze(extras.freezes, now);
  return {
    id: stream.id,
    course_id: stream.courseId,
    status: effectiveStatus(stream, extras.freezes, now),
    start_date: toSeconds(stream.startDate),
    end_date: toSeconds(stream.endDate),
    // spec 02 §3: progress is capped at 100.
    progress: { days_count: stream.daysCount, complete_days_count: stream.completeDaysCount, progress },
    is_demo: stream.isDemo,
    course_full_access: stream.courseFullAccess,
    mobile_access: stream.mobileAccess,
    course_version: stream.courseVersion,
    chat_channel_id: stream.chatChannelId,
    // The limit the chat counts against, whichever record holds it (consultation-limit.ts).
    max_consultation_count:
      consultationLimit(stream.maxConsultationCount, extras.courseConsultationLimit ?? 0)?.max ?? 0,
    filters: Object.fromEntries(
      extras.options.map((o) => [String(o.trainingOptionId), o.trainingOptionValueId]),
    ),
    chat_status: stream.chatStatus,
    message_expires_date: toSeconds(stream.messageExpiresDate),
    ...(extras.chatClosedReason !== undefined && { chat_closed_reason: extras.chatClosedReason }),
    user_course_stream_freeze: freeze ? presentFreeze(freeze, now) : null,
    ...(course && {
      course: {
        id: course.id,
        title: course.title,
        short_title: course.shortTitle,
        main_image: course.mainImage,
      },
    }),
    ...(extras.order !== undefined && {
      order: extras.order && {
        id: extras.order.id,
        status: extras.order.status,
        course_service_id: extras.order.courseServiceId,
        course_service: extras.order.service,
        created_at: toSeconds(extras.order.createdAt)!,
      },
    }),
  };
}
