import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, reminderDeliveries, reminders, users } from '../../db/schema/index.js';
import { browserKeys, startPushService } from '../../modules/push/push-test-kit.js';
import { balancerAvailable } from '../api-processes.js';
import { balancedChatSchool } from './balanced-school.js';

/**
 * Decision 084: with REMINDERS=on on both processes, both run the scheduler, and a due reminder
 * still reaches the learner's browser exactly once: the claim in reminder_deliveries (unique per
 * learner, local date and time) lets one process send it. It waits until both processes have
 * ticked, each every 5 s here (REMINDER_TICK_SECONDS; 30 s by default) rather than 30.
 */
const TICK_SECONDS = 5;
const on = balancedChatSchool('reminders-balanced', {
  REMINDERS: 'on',
  PUSH_HTTP_ENDPOINTS: 'on',
  REMINDER_TICK_SECONDS: String(TICK_SECONDS),
});
/** Two of the scheduler's ticks, and room for a slow one on a loaded machine. */
const BOTH_TICKED_MS = 2 * TICK_SECONDS * 1000 + 10_000;
let push: Awaited<ReturnType<typeof startPushService>>;
let processesReady = 0;

/** A zone where it is not about to be midnight: the reminder must be due today there. */
function localNow() {
  const now = new Date();
  const zone = now.getUTCHours() === 23 || now.getUTCHours() === 0 ? 'Asia/Tokyo' : 'UTC';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const isoWeekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { zone, isoWeekday, time: `${parts.hour}:${parts.minute}` };
}

beforeAll(async () => {
  if (!balancerAvailable) return;
  // The processes are ready now (the school's hook ran first); their first ticks are a tick away.
  processesReady = Date.now();
  push = await startPushService();
  const db = on.rig.database.db;
  const anna = on.school.users.anna;
  const { zone, isoWeekday, time } = localNow();
  await db.update(users).set({ timezone: zone }).where(eq(users.id, anna.id));
  const keys = browserKeys();
  await db.insert(pushSubscriptions).values({
    projectId: on.school.projectId,
    userId: anna.id,
    endpoint: `${push.url}/anna`,
    p256dh: keys.p256dh,
    auth: keys.authText,
  });
  await db.insert(reminders).values({ projectId: on.school.projectId, userId: anna.id, isoWeekday, time });
});
afterAll(() => push?.close());

describe.skipIf(!balancerAvailable)('reminders with a scheduler on each of two processes', () => {
  it('a due reminder is pushed once, though both processes ticked', async () => {
    const first = await Promise.race([
      push.next(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no reminder pushed')), BOTH_TICKED_MS + 15_000),
      ),
    ]);
    expect(first.path).toBe('/anna');
    // Both schedulers have had their tick by now: still one message, one claim.
    const wait = processesReady + BOTH_TICKED_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    expect(push.received).toHaveLength(1);
    const [claims] = await on.rig.database.db.select({ n: count() }).from(reminderDeliveries);
    expect(claims?.n).toBe(1);
  }, 120_000);
});
