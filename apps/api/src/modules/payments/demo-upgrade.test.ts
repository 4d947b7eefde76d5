import { TEST_CARDS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCourseStreams } from '../../db/schema/index.js';
import {
  addService,
  base,
  DAY_MS,
  goodCard,
  learner,
  type PaymentsWorld,
  paymentsWorld,
  postCheckout,
  tokenOf,
} from './payments-fixtures.js';

/**
 * Buying a course after its demo carries on in the demo's stream (decision 152). Found by trying
 * the product: the purchase made a second stream beside the open demo, and the courses list and
 * the chat list showed the course twice.
 */
let w: PaymentsWorld;
let demoId: number;
beforeAll(async () => {
  w = await paymentsWorld();
  demoId = (await addService(w, { type: 'course_demo', title: 'Demo', durationDays: 7 })).id;
});
afterAll(() => w.t.close());

const streamsOf = (userId: number) =>
  w.t.db.select().from(userCourseStreams).where(eq(userCourseStreams.userId, userId));

describe('the full course bought after its demo', () => {
  it('makes the demo stream a full one, with its progress and its chat, and no second stream', async () => {
    const { user, token } = await learner(w.t, w.a.project.id);
    const demo = await w.t.call({ method: 'POST', url: `${base}/order/${demoId}`, token });
    expect(demo.statusCode).toBe(200);
    const [before] = await streamsOf(user.id);
    expect(before).toMatchObject({ isDemo: true, courseFullAccess: false });
    await w.t.db
      .update(userCourseStreams)
      .set({ completeDaysCount: 2 })
      .where(eq(userCourseStreams.id, before!.id));

    const order = await w.t.call({ method: 'POST', url: `${base}/order/${w.services.buy.id}`, token });
    const paid = await postCheckout(w.t, tokenOf(order.json().payment_url), goodCard(TEST_CARDS.success));
    expect(paid.statusCode).toBe(303);

    const after = await streamsOf(user.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before!.id,
      isDemo: false,
      courseFullAccess: true,
      status: 'open',
      completeDaysCount: 2,
      chatChannelId: before!.chatChannelId,
      startDate: before!.startDate,
    });
    // The 30 days bought run from the purchase; the demo's remaining week is not added.
    const days = (after[0]!.endDate!.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);

    const list = (await w.t.call({ method: 'GET', url: `${base}/user-course-streams`, token })).json();
    expect(list).toEqual([
      expect.objectContaining({ id: before!.id, is_demo: false, course_full_access: true }),
    ]);
  });

  it('leaves another learner’s demo and a demo of another course alone', async () => {
    const anna = await learner(w.t, w.a.project.id);
    const bella = await learner(w.t, w.a.project.id);
    await w.t.call({ method: 'POST', url: `${base}/order/${demoId}`, token: bella.token });
    await w.t.call({ method: 'POST', url: `${base}/order/${demoId}`, token: anna.token });
    const order = await w.t.call({
      method: 'POST',
      url: `${base}/order/${w.services.otherCourseBuy.id}`,
      token: anna.token,
    });
    await postCheckout(w.t, tokenOf(order.json().payment_url), goodCard(TEST_CARDS.success));
    const annas = await streamsOf(anna.user.id);
    expect(annas).toHaveLength(2);
    expect(annas.find((s) => s.courseId === w.course.course.id)).toMatchObject({ isDemo: true });
    expect(await streamsOf(bella.user.id)).toEqual([expect.objectContaining({ isDemo: true })]);
  });
});
