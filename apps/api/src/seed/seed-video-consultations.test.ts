import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoConsultationOffers, videoConsultations } from '../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedVideoConsultations } from './seed-video-consultations.js';

let t: TestApp;
let s: ChatSchool;
beforeAll(async () => {
  t = await createTestApp();
  s = await addChatSchool(t, 'seed-video.test');
});
afterAll(() => t.close());

describe('seedVideoConsultations', () => {
  it('offers them on every course with a schedule, one in History, and runs once', async () => {
    await seedVideoConsultations(t.db, s.projectId);
    await seedVideoConsultations(t.db, s.projectId);
    const offers = await t.db
      .select()
      .from(videoConsultationOffers)
      .where(eq(videoConsultationOffers.projectId, s.projectId));
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ countPerStream: 4 });
    expect(offers[0]!.schedule.mon).toContain('10:00');
    const rows = await t.db
      .select()
      .from(videoConsultations)
      .where(eq(videoConsultations.projectId, s.projectId));
    expect(rows.map((r) => r.status)).toEqual(['complete']);
    // The learner sees it in History and three more to book.
    const res = await t.call({
      method: 'GET',
      url: '/spa/api/v1/online-consultation',
      token: s.tokens.anna,
      host: s.host,
    });
    expect(
      res
        .json()
        .map((r: { status: string }) => r.status)
        .sort(),
    ).toEqual(['available', 'available', 'available', 'complete']);
  });
});
