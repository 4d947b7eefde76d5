import type { FastifyPluginAsync } from 'fastify';
import { createPushSender, type VapidKeys } from '../push/index.js';
import { mailConsultationNews } from './video-consultation-mail.js';
import { createVideoConsultationReminders } from './video-consultation-reminders.js';

/** A reminder is worth showing until the consultation starts: at most the reminder's lead. */
const REMINDER_PUSH_TTL_SECONDS = 3600;

export interface VideoConsultationRemindersOptions {
  vapid: VapidKeys;
  subject: string;
  /** Whether this process runs the sweep (REMINDERS=on; tests drive `tick` themselves). */
  runScheduler: boolean;
  /** The sweep's tick (REMINDER_TICK_SECONDS), ms. */
  tickMs?: number;
}

/** The reminders before confirmed video consultations (decision 142), swept in every process. */
export const videoConsultationRemindersPlugin: FastifyPluginAsync<VideoConsultationRemindersOptions> = async (
  app,
  opts,
) => {
  if (!opts.runScheduler) return;
  const reminders = createVideoConsultationReminders(
    app,
    createPushSender(opts.vapid, opts.subject, REMINDER_PUSH_TTL_SECONDS),
    (row, ctx) => mailConsultationNews(app, 'reminder', row, ctx),
    opts.tickMs,
  );
  app.addHook('onReady', async () => reminders.start());
  app.addHook('onClose', async () => reminders.stop());
};
