import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, videoConsultationOffers, videoConsultations } from '../../db/schema/index.js';
import { balancerAvailable } from '../../test/api-processes.js';
import { balancedChatSchool } from '../../test/cluster/balanced-school.js';
import { browserKeys, decrypt, startPushService } from '../push/push-test-kit.js';

/**
 * Decision 142: two API processes on one PostgreSQL database, each running the reminder sweep
 * (REMINDERS=on, a tick every 5 s here), and a confirmed video consultation half an hour away:
 * the learner's browser is pushed its reminder once, though both processes ticked; the row keeps
 * the claim (the start it was reminded for).
 */
const TICK_SECONDS = 5;
const on = balancedChatSchool('video-reminders-balanced', {
  REMINDERS: 'on',
  PUSH_HTTP_ENDPOINTS: 'on',
  REMINDER_TICK_SECONDS: String(TICK_SECONDS),
});
/** Two ticks of each process, and room for a slow one on a loaded machine. */
const BOTH_TICKED_MS = 2 * TICK_SECONDS * 1000 + 10_000;
let push: Awaited<ReturnType<typeof startPushService>>;
let processesReady = 0;
let consultationId = 0;
const keys = browserKeys();
const start = new Date(Math.ceil((Date.now() + 30 * 60_000) / 60_000) * 60_000);

beforeAll(async () => {
  if (!balancerAvailable) return;
  processesReady = Date.now();
  push = await startPushService();
  const db = on.rig.database.db;
  const { school } = on;
  await db.insert(pushSubscriptions).values({
    projectId: school.projectId,
    userId: school.users.anna.id,
    endpoint: `${push.url}/anna`,
    p256dh: keys.p256dh,
    auth: keys.authText,
  });
  await db
    .insert(videoConsultationOffers)
    .values({ projectId: school.projectId, courseId: school.courseId, countPerStream: 1 });
  const [row] = await db
    .insert(videoConsultations)
    .values({
      projectId: school.projectId,
      userCourseStreamId: school.streams.anna.id,
      seq: 1,
      userId: school.users.anna.id,
      courseId: school.courseId,
      status: 'confirmed',
      startDateTime: start,
      phone: '+79123456789',
      confirmedAt: new Date(),
      meetingUrl: 'https://meet.example.com/balanced',
    })
    .returning();
  consultationId = row!.id;
});
afterAll(() => push?.close());

describe.skipIf(!balancerAvailable)(
  'video consultation reminders with a sweep on each of two processes',
  () => {
    it('a due reminder is pushed once, though both processes ticked', async () => {
      const first = await Promise.race([
        push.next(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no reminder pushed')), BOTH_TICKED_MS + 15_000),
        ),
      ]);
      expect(first.path).toBe('/anna');
      expect(JSON.parse(decrypt(first.body, keys))).toMatchObject({
        type: 'video_consultation_reminder',
        video_consultation_id: consultationId,
        start_date_time: start.getTime() / 1000,
      });
      const wait = processesReady + BOTH_TICKED_MS - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      expect(push.received).toHaveLength(1);
      const [row] = await on.rig.database.db
        .select({ remindedFor: videoConsultations.remindedFor })
        .from(videoConsultations)
        .where(eq(videoConsultations.id, consultationId));
      expect(row?.remindedFor?.getTime()).toBe(start.getTime());
    }, 120_000);
  },
);
