import {
  LANGUAGE_CODES,
  type Language,
  VIDEO_CONSULTATION_REMINDER_PUSH,
  type VideoConsultationReminderPayload,
  videoConsultationPushTag,
} from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import { createIntervalSweep } from '../../lib/interval-sweep.js';
import { languageOf, type PushSender, pushToUser } from '../push/index.js';
import {
  type ConsultationContext,
  claimDueReminders,
  consultationContext,
} from './video-consultation-reminders.repository.js';
import { videoMessage } from './video-consultations.messages.js';
import type { VideoConsultationRow } from './video-consultations.repository.js';

/** The start as the learner reads it: her language, her time zone (else the UTC the wire has). */
export function formatStart(start: Date, lang: Language, timeZone: string | null): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat(LANGUAGE_CODES[lang], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: zone,
    }).format(start);
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
}

export function reminderPayload(
  row: VideoConsultationRow,
  ctx: ConsultationContext,
  lang: Language,
): VideoConsultationReminderPayload {
  return {
    type: VIDEO_CONSULTATION_REMINDER_PUSH,
    title: videoMessage('reminderTitle', lang),
    body: videoMessage('reminderBody', lang, {
      course: ctx.courseTitle,
      when: formatStart(row.startDateTime!, lang, ctx.learner.timezone),
    }),
    // Relative to the app's base, resolved by the service worker against its scope (decision 059).
    url: `videoconsultations/${row.id}`,
    // The consultation's own tag: after a change, the new time's reminder replaces the old one's
    // notification instead of standing beside it (the service worker shows it under this tag).
    tag: videoConsultationPushTag(row.id),
    video_consultation_id: row.id,
    start_date_time: Math.floor(row.startDateTime!.getTime() / 1000),
  };
}

/** What else a reminder sends beside the push: the mail with the calendar file. */
export type ReminderMail = (row: VideoConsultationRow, ctx: ConsultationContext) => Promise<unknown>;

/**
 * Reminds learners of their confirmed video consultations VIDEO_CONSULTATION_REMINDER_MINUTES
 * before the start, by Web Push (unless they switched notifications off) and by e-mail. Every API
 * process may run it: a reminder is claimed in the row before it is sent (decision 142), so a
 * restart or a second process never sends it twice; a process that dies between the claim and the
 * sending loses that one (at most once, as the schedule's reminders).
 */
export function createVideoConsultationReminders(
  app: FastifyInstance,
  send: PushSender,
  mail: ReminderMail | null,
  tickMs = 30_000,
) {
  async function remind(row: VideoConsultationRow): Promise<number> {
    const ctx = await consultationContext(app.db, row);
    if (!ctx) return 0;
    let pushed = 0;
    if (!ctx.learner.disableNotification) {
      const lang = languageOf(ctx.learner.languageCode, ctx.domain.defaultLanguage);
      pushed = await pushToUser(app.db, send, row.userId, JSON.stringify(reminderPayload(row, ctx, lang)));
    }
    if (mail) await mail(row, ctx);
    return pushed;
  }

  /** One pass at `now`: answers how many reminders were claimed (each sent at most once). */
  async function tick(now = new Date()): Promise<number> {
    const claimed = await claimDueReminders(app.db, now);
    for (const row of claimed) {
      try {
        await remind(row);
      } catch (err) {
        app.log.error({ err, videoConsultationId: row.id }, 'video consultation reminder not sent');
      }
    }
    return claimed.length;
  }

  return {
    tick,
    ...createIntervalSweep({
      everyMs: tickMs,
      sweep: () => tick(),
      failure: 'video consultation reminder tick failed',
      log: app.log,
    }),
  };
}
