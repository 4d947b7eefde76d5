import {
  type StaffVideoConsultation,
  VIDEO_CONSULTATION_DURATION_DEFAULT,
  type VideoConsultation,
} from '@cp/contract';
import { joinWindow } from './video-consultation-meeting.js';
import type { DeskRow, VideoConsultationRow } from './video-consultations.repository.js';

const sec = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/**
 * spec 02 §3 Video consultation, seconds on the wire (spec 02 §9), with its meeting and the window
 * its "Join" shows in (the offer's slot length, `durationMinutes`; decision 142).
 */
export function presentVideoConsultation(
  row: VideoConsultationRow,
  durationMinutes: number,
  courseTitle?: string,
): VideoConsultation {
  return {
    id: row.id,
    user_course_stream_id: row.userCourseStreamId,
    course_id: row.courseId,
    status: row.status,
    start_date_time: sec(row.startDateTime),
    note: row.note,
    phone: row.phone,
    confirmed_at: sec(row.confirmedAt),
    completed_at: sec(row.completedAt),
    created_at: sec(row.createdAt)!,
    updated_at: sec(row.updatedAt)!,
    meeting_url: row.meetingUrl,
    meeting_note: row.meetingNote,
    ...joinWindow(row, durationMinutes),
    ...(courseTitle === undefined ? {} : { course: { id: row.courseId, title: courseTitle } }),
  };
}

/** The offer's slot length; the default where the course's offer has gone. */
export const durationOf = (d: { durationMinutes: number | null }) =>
  d.durationMinutes ?? VIDEO_CONSULTATION_DURATION_DEFAULT;

/** The desk's request: the learner who asked and the schedule's zone. */
export function presentDeskVideoConsultation(d: DeskRow): StaffVideoConsultation {
  const name = [d.learner.name, d.learner.lastName].filter(Boolean).join(' ');
  return {
    ...presentVideoConsultation(d.row, durationOf(d)),
    course: { id: d.row.courseId, title: d.courseTitle },
    learner: { id: d.learner.id, name, email: d.learner.email },
    time_zone: d.timeZone ?? 'UTC',
  };
}
