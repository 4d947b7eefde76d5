import { courseServices, orders, users } from '../../../db/schema/index.js';
import { addChatSchool } from '../../../test/chat-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { openSession } from '../../auth/sessions.service.js';

/**
 * A school for the staff payment tests: the chat school's learners (anna, bob) and experts
 * (eva of the course, otto of none), an administrator (ada), a course_buy service of the
 * course at 1 990.00 and a manual order of anna's waiting for payment.
 */
export async function addPaymentsSchool(t: TestApp, host: string) {
  const s = await addChatSchool(t, host);
  const [ada] = await t.db
    .insert(users)
    .values({ projectId: s.projectId, email: `ada@${host}`, name: 'Ada', role: 'admin' })
    .returning();
  const adminToken = await openSession(t.db, ada!, {
    projectId: s.projectId,
    appType: 'web',
    appId: null,
    ip: '127.0.0.1',
    lang: 'en',
    singleDeviceOnly: false,
  });
  const [service] = await t.db
    .insert(courseServices)
    .values({
      projectId: s.projectId,
      type: 'course_buy',
      courseId: s.courseId,
      title: 'Full course',
      price: 199_000,
    })
    .returning();
  const order = await addOrder(t, {
    projectId: s.projectId,
    userId: s.users.anna.id,
    serviceId: service!.id,
  });
  return { ...s, admin: { ...ada!, token: adminToken }, serviceId: service!.id, orderId: order.id };
}
export type PaymentsSchool = Awaited<ReturnType<typeof addPaymentsSchool>>;

/** An order as the order call leaves it (priced, waiting), with the provider given. */
export async function addOrder(
  t: TestApp,
  o: {
    projectId: number;
    userId: number;
    serviceId: number;
    provider?: 'manual' | 'test' | 'stripe';
    amount?: number;
    streamId?: number;
  },
) {
  const amount = o.amount ?? 199_000;
  const [row] = await t.db
    .insert(orders)
    .values({
      projectId: o.projectId,
      userId: o.userId,
      courseServiceId: o.serviceId,
      userCourseStreamId: o.streamId ?? null,
      kind: o.streamId ? 'extend' : 'buy',
      status: 'created',
      provider: o.provider ?? 'manual',
      price: amount,
      amount,
      currency: 'RUB',
      contactName: 'Anna',
      contactPhone: '+79990000000',
      contactEmail: 'anna@mail.test',
    })
    .returning();
  return row!;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call under API_BASE on the school's host (`lang=en` so texts can be matched). */
export function staffCall(t: TestApp, host: string) {
  return (method: Method, url: string, token?: string, payload?: object) =>
    t.call({
      method,
      url: `/spa/api/v1${url}${url.includes('?') ? '&' : '?'}lang=en`,
      token,
      host,
      ...(payload ? { payload } : {}),
    });
}
