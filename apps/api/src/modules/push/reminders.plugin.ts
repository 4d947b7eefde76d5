import type { FastifyPluginAsync } from 'fastify';
import { createReminderScheduler } from '../schedule/index.js';
import { scheduleRoutes } from '../schedule/mount.js';
import { pushRoutes } from './push.routes.js';
import { createPushSender } from './push-sender.js';
import type { VapidKeys } from './vapid.js';

export interface RemindersOptions {
  vapid: VapidKeys;
  subject: string;
  allowHttpEndpoints: boolean;
  /** Whether this process runs the scheduler (REMINDERS=on; tests drive `tick` themselves). */
  runScheduler: boolean;
  /** The scheduler's tick (REMINDER_TICK_SECONDS), ms. */
  tickMs?: number;
}

/** Reminders end to end: the schedule, the browsers' subscriptions, and the scheduler. */
export const remindersPlugin: FastifyPluginAsync<RemindersOptions> = async (app, opts) => {
  await app.register(scheduleRoutes);
  await app.register(pushRoutes, { allowHttpEndpoints: opts.allowHttpEndpoints });
  if (!opts.runScheduler) return;
  const scheduler = createReminderScheduler(
    app.db,
    createPushSender(opts.vapid, opts.subject),
    app.log,
    opts.tickMs,
  );
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
};
