import type { FastifyPluginAsync } from 'fastify';
import { createPushSender, type VapidKeys } from '../push/index.js';
import { pushRoutes } from '../push/mount.js';
import { createReminderScheduler } from './reminder-scheduler.js';
import { scheduleRoutes } from './schedule.routes.js';

export interface RemindersOptions {
  vapid: VapidKeys;
  subject: string;
  allowHttpEndpoints: boolean;
  /** Whether this process runs the scheduler (REMINDERS=on; tests drive `tick` themselves). */
  runScheduler: boolean;
  /** The scheduler's tick (REMINDER_TICK_SECONDS), ms. */
  tickMs?: number;
}

/**
 * Reminders end to end: the schedule, the browsers' subscriptions, and the scheduler. The schedule
 * sends its reminders by push, so it mounts them here, above the push (decision 135).
 */
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
