import type { Language } from '@cp/contract';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { videoMessage } from './video-consultations.messages.js';

/** One consultation as the learner's calendar shows it. */
export interface CalendarConsultation {
  id: number;
  /** RFC 5545 SEQUENCE: raised on every change the learner is sent (decision 142). */
  sequence: number;
  start: Date;
  durationMinutes: number;
  courseTitle: string;
  meetingUrl: string | null;
  meetingNote: string | null;
  learner: { name: string; email: string };
  school: { name: string; host: string; mailFrom: string };
}

/**
 * The event's UID: one per consultation and school, so a changed time or a cancellation replaces
 * the event the learner's calendar already holds rather than adding a second one.
 */
export const calendarUid = (c: Pick<CalendarConsultation, 'id' | 'school'>) =>
  `video-consultation-${c.id}@${c.school.host}`;

/**
 * The `.ics` file of a consultation (RFC 5545 with RFC 5546's METHOD): REQUEST for a confirmed or
 * changed one, CANCEL for a cancelled one. ical-generator folds the lines at 75 octets and escapes
 * the texts; times are UTC (`DTSTART:…Z`), so no time zone definition is needed.
 */
export function consultationCalendar(
  c: CalendarConsultation,
  lang: Language,
  method: 'request' | 'cancel',
  now = new Date(),
): string {
  const calendar = ical({
    prodId: { company: c.school.name, product: 'video-consultations', language: lang.toUpperCase() },
    method: method === 'cancel' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const description = [c.meetingNote, c.meetingUrl].filter(Boolean).join('\n');
  calendar.createEvent({
    id: calendarUid(c),
    sequence: c.sequence,
    stamp: now,
    start: c.start,
    end: new Date(c.start.getTime() + c.durationMinutes * 60_000),
    summary: videoMessage('calendarSummary', lang, { course: c.courseTitle }),
    description: description || null,
    location: c.meetingUrl ?? c.meetingNote ?? null,
    url: c.meetingUrl,
    status: method === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: c.school.name, email: c.school.mailFrom },
    attendees: [
      {
        name: c.learner.name || c.learner.email,
        email: c.learner.email,
        role: ICalAttendeeRole.REQ,
        status: method === 'cancel' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
