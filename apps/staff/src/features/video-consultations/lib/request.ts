import type { StaffVideoConsultation, VideoConsultationStatus } from '@cp/contract';

/** A learner's video consultation request as the desk shows it; times in ms. */
export interface VideoConsultationRequest {
  id: number;
  status: VideoConsultationStatus;
  startDateTime: number | null;
  phone: string;
  note: string;
  learnerName: string;
  learnerEmail: string;
  courseTitle: string;
  timeZone: string;
  /** The meeting the expert attached (decision 142); '' when none. */
  meetingUrl: string;
  meetingNote: string;
}

export function toRequest(r: StaffVideoConsultation): VideoConsultationRequest {
  return {
    id: r.id,
    status: r.status,
    startDateTime: r.start_date_time === null ? null : r.start_date_time * 1000,
    phone: r.phone ?? '',
    note: r.note ?? '',
    learnerName: r.learner.name || r.learner.email || `#${r.learner.id}`,
    learnerEmail: r.learner.email ?? '',
    courseTitle: r.course.title,
    timeZone: r.time_zone,
    meetingUrl: r.meeting_url ?? '',
    meetingNote: r.meeting_note ?? '',
  };
}
