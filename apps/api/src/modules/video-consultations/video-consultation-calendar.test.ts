import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarConsultation, consultationCalendar } from './video-consultation-calendar.js';

/** The learner's calendar file (decision 142), read back by a strict RFC 5545 parser. */
const consultation: CalendarConsultation = {
  id: 41,
  sequence: 2,
  start: new Date('2030-03-18T07:00:00Z'),
  durationMinutes: 45,
  courseTitle: 'Yoga; for backs, necks\\shoulders',
  meetingUrl: 'https://meet.example.com/abc-defg-hij?pwd=1234',
  meetingNote: `Bring a mat, please. ${'A long sentence that goes well past one folded line. '.repeat(3)}`,
  learner: { name: 'Анна Смирнова', email: 'anna@mindful.test' },
  school: { name: 'Mindful', host: 'mindful.test', mailFrom: 'no-reply@mindful.test' },
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, event, vevent: new ICAL.Event(event) };
}

describe('the calendar file of a video consultation', () => {
  it('is a METHOD:REQUEST event with a stable UID, the start in UTC and the meeting', () => {
    const text = consultationCalendar(consultation, 'ru', 'request', new Date('2030-03-01T10:00:00Z'));
    const { calendar, event, vevent } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(vevent.uid).toBe('video-consultation-41@mindful.test');
    expect(vevent.sequence).toBe(2);
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2030-03-18T07:00:00.000Z');
    expect(vevent.startDate.zone?.tzid).toBe('UTC');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2030-03-18T07:45:00.000Z');
    expect(text).toMatch(/\r\nDTSTART:20300318T070000Z\r\n/);
    // The texts come back as they were: escaped (`;`, `,`, `\`) and folded on the way.
    expect(vevent.summary).toBe('Видеоконсультация: Yoga; for backs, necks\\shoulders');
    expect(text.replace(/\r\n /g, '')).toContain('Yoga\\; for backs\\, necks\\\\shoulders');
    expect(vevent.description).toBe(`${consultation.meetingNote}\n${consultation.meetingUrl}`);
    expect(event.getFirstPropertyValue('url')).toBe(consultation.meetingUrl);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.location).toBe(consultation.meetingUrl);
    // A URI's scheme is case-insensitive (RFC 3986 §3.1).
    expect(vevent.organizer.toLowerCase()).toBe('mailto:no-reply@mindful.test');
    expect(vevent.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([
      'mailto:anna@mindful.test',
    ]);
  });

  it('folds every line at 75 octets, CRLF between lines', () => {
    const text = consultationCalendar(consultation, 'ru', 'request');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('a cancellation is METHOD:CANCEL of the same event, STATUS:CANCELLED, a later SEQUENCE', () => {
    const text = consultationCalendar({ ...consultation, sequence: 3 }, 'en', 'cancel');
    const { calendar, event, vevent } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.uid).toBe('video-consultation-41@mindful.test');
    expect(vevent.sequence).toBe(3);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.summary).toBe('Video consultation: Yoga; for backs, necks\\shoulders');
  });

  it('a note without an address is the location; nothing of an address is written', () => {
    const text = consultationCalendar(
      { ...consultation, meetingUrl: null, meetingNote: 'I will call you' },
      'es',
      'request',
    );
    const { event, vevent } = parse(text);
    expect(vevent.location).toBe('I will call you');
    expect(event.getFirstPropertyValue('url')).toBeNull();
  });
});
