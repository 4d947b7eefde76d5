import { LANGUAGE_CODES, LANGUAGES, type Language, type ReminderPayload } from '@cp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { createIntervalSweep } from '../../lib/interval-sweep.js';
import { message } from '../../lib/messages.js';
import type { PushSender } from '../push/index.js';
import { pushToUser } from '../push/index.js';
import {
  claimDelivery,
  dueReminders,
  knownTimeZones,
  pruneDeliveries,
  recordSent,
} from './reminder.repository.js';

function languageOf(code: string | null): Language {
  return LANGUAGES.find((l) => LANGUAGE_CODES[l] === code) ?? 'ru';
}

/**
 * Sends due reminders by Web Push. Every API process may run one: state lives in
 * PostgreSQL (reminder_deliveries), so a restart resumes where it was and two processes
 * never send the same reminder twice. A claim is taken before sending: if a process dies
 * in between, that one reminder is lost rather than sent twice (at most once).
 */
export function createReminderScheduler(
  db: Db,
  send: PushSender,
  log?: FastifyBaseLogger,
  /** How often it looks for due reminders (REMINDER_TICK_SECONDS). */
  tickMs = 30_000,
) {
  let zones: string[] | undefined;

  async function tick(now = new Date()): Promise<number> {
    let sent = 0;
    zones ??= await knownTimeZones(db);
    for (const due of await dueReminders(db, now, zones)) {
      const claim = await claimDelivery(db, due.userId, due.localDate, due.time);
      if (claim === undefined) continue;
      const lang = languageOf(due.languageCode);
      const payload: ReminderPayload = {
        type: 'reminder',
        title: message('reminderTitle', lang),
        body: message('reminderBody', lang, { time: due.time }),
        time: due.time,
      };
      const count = await pushToUser(db, send, due.userId, JSON.stringify(payload));
      await recordSent(db, claim, count);
      sent += count;
    }
    await pruneDeliveries(db, now);
    return sent;
  }

  return {
    tick,
    ...createIntervalSweep({ everyMs: tickMs, sweep: () => tick(), failure: 'reminder tick failed', log }),
  };
}
