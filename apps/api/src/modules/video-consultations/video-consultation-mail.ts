import { VIDEO_CONSULTATION_DURATION_DEFAULT, VIDEO_CONSULTATION_JOIN_EARLY_MINUTES } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import { mailLanguageOf, sendLearnerMail } from '../mail-notifications/index.js';
import { consultationCalendar } from './video-consultation-calendar.js';
import { type ConsultationContext, consultationContext } from './video-consultation-reminders.repository.js';
import { videoMessage } from './video-consultations.messages.js';
import type { VideoConsultationRow } from './video-consultations.repository.js';

/** What the learner is told of (issue 32): each with the calendar file that keeps her calendar right. */
export type ConsultationNews = 'confirmed' | 'changed' | 'cancelled' | 'reminder';

const SUBJECT = {
  confirmed: 'mailConfirmedSubject',
  changed: 'mailChangedSubject',
  cancelled: 'mailCancelledSubject',
  reminder: 'mailReminderSubject',
} as const;
const BODY = {
  confirmed: 'mailConfirmedBody',
  changed: 'mailChangedBody',
  cancelled: 'mailCancelledBody',
  reminder: 'mailReminderBody',
} as const;

/**
 * Mails the learner one piece of news of her video consultation, with its `.ics` (decision 142):
 * REQUEST for a confirmation, a change or a reminder, CANCEL for a cancellation, the event's UID
 * fixed per consultation and its SEQUENCE the row's. Through the e-mail notifications' one send,
 * as the kind 'consultations' (her switch, her language, the one-click unsubscribe). `row` is the
 * consultation as the learner's calendar should hold it (a cancelled one: as it was confirmed).
 */
export async function mailConsultationNews(
  app: FastifyInstance,
  news: ConsultationNews,
  row: VideoConsultationRow,
  known?: ConsultationContext,
) {
  const ctx = known ?? (await consultationContext(app.db, row));
  if (!ctx?.learner.email || !row.startDateTime) return null;
  const start = row.startDateTime;
  const lang = mailLanguageOf(ctx.learner.languageCode, ctx.domain.defaultLanguage);
  const ics = consultationCalendar(
    {
      id: row.id,
      sequence: row.calendarSequence,
      start,
      durationMinutes: ctx.durationMinutes ?? VIDEO_CONSULTATION_DURATION_DEFAULT,
      courseTitle: ctx.courseTitle,
      meetingUrl: row.meetingUrl,
      meetingNote: row.meetingNote,
      learner: {
        name: [ctx.learner.name, ctx.learner.lastName].filter(Boolean).join(' '),
        email: ctx.learner.email,
      },
      school: {
        name: ctx.domain.title,
        host: ctx.domain.host,
        mailFrom: app.mailNotifications.mailFrom ?? `no-reply@${ctx.domain.name}`,
      },
    },
    lang,
    news === 'cancelled' ? 'cancel' : 'request',
  );
  const method = news === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return sendLearnerMail(app, {
    projectId: row.projectId,
    learnerId: row.userId,
    kind: 'consultations',
    compose: ({ lang: mailLang, appUrl, formatDate }) => {
      const when = formatDate(start, true);
      const lines = [videoMessage(BODY[news], mailLang, { course: ctx.courseTitle, when })];
      if (news !== 'cancelled') {
        if (row.meetingUrl) {
          lines.push(
            videoMessage('mailJoin', mailLang, {
              url: row.meetingUrl,
              minutes: VIDEO_CONSULTATION_JOIN_EARLY_MINUTES,
            }),
          );
        }
        if (row.meetingNote) lines.push(videoMessage('mailNote', mailLang, { note: row.meetingNote }));
      }
      lines.push(
        videoMessage('mailOpen', mailLang, {
          link: new URL(`videoconsultations/${row.id}`, appUrl).toString(),
        }),
        videoMessage(news === 'cancelled' ? 'mailCalendarCancel' : 'mailCalendar', mailLang),
      );
      return {
        subject: videoMessage(SUBJECT[news], mailLang, { course: ctx.courseTitle, when }),
        text: lines.join('\n\n'),
      };
    },
    attachments: [
      {
        filename: 'video-consultation.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  });
}

/** The same, in the background: the expert's request does not wait for the mail server. */
export function tellLearner(app: FastifyInstance, news: ConsultationNews, row: VideoConsultationRow) {
  void mailConsultationNews(app, news, row).catch((err: unknown) =>
    app.log.error({ err, videoConsultationId: row.id, news }, 'video consultation mail not sent'),
  );
}
