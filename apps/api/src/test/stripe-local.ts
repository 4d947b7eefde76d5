import { API_BASE, PAYMENT_ROUTES } from '@cp/contract';
import { StripeLocal, type WebhookTransport } from '@cp/stripe-local';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courseServices, paymentSettings, projects } from '../db/schema/index.js';
import { addCourse } from '../modules/learning/learning-fixtures.js';
import { addSchool, addUser, signIn } from './fixtures.js';
import type { TestApp } from './test-app.js';

/**
 * Stripe in API tests (decision 061): the local Stripe-protocol server of @cp/stripe-local,
 * reached by the app through STRIPE_API_URL, whose webhooks reach the app through
 * `app.inject` with the school's Host (the address a school gives Stripe).
 */

export const webhookUrl = (host: string) => `http://${host}${API_BASE}${PAYMENT_ROUTES.stripeWebhook}`;

/** Hands a webhook to the app as a request on the URL's host, without a socket. */
export function injectTransport(app: FastifyInstance): WebhookTransport {
  return async ({ url, headers, body }) => {
    const u = new URL(url);
    const res = await app.inject({
      method: 'POST',
      url: `${u.pathname}${u.search}`,
      headers: { ...headers, host: u.host },
      payload: body,
    });
    return { status: res.statusCode, body: res.body };
  };
}

export interface StripeSchool {
  host: string;
  projectId: number;
  secretKey: string;
  webhookSecret: string;
  courseId: number;
  buyServiceId: number;
  subscriptionServiceId: number;
  learnerId: number;
  token: string;
}

/** A school whose learners pay with Stripe: keys, a course, a one-off and a monthly service, a learner. */
export async function addStripeSchool(t: TestApp, host: string, currency = 'EUR'): Promise<StripeSchool> {
  const { project } = await addSchool(t.db, host);
  await t.db.update(projects).set({ currency }).where(eq(projects.id, project.id));
  const tag = host.replace(/\W/g, '');
  const secretKey = `sk_test_${tag}`;
  const webhookSecret = `whsec_${tag}`;
  await t.db.insert(paymentSettings).values({
    projectId: project.id,
    mode: 'stripe',
    stripeSecretKey: secretKey,
    stripeWebhookSecret: webhookSecret,
  });
  const learner = await addUser(t.db, project.id, `learner@${host}`);
  const course = await addCourse(t.db, project.id);
  const [buy] = await t.db
    .insert(courseServices)
    .values({
      projectId: project.id,
      type: 'course_buy',
      courseId: course.course.id,
      title: 'Full course',
      price: 4900,
      durationDays: 30,
    })
    .returning();
  const [sub] = await t.db
    .insert(courseServices)
    .values({
      projectId: project.id,
      type: 'course_subscription',
      courseId: course.course.id,
      title: 'Monthly',
      price: 1500,
      interval: 'month',
      period: 1,
    })
    .returning();
  return {
    host,
    projectId: project.id,
    secretKey,
    webhookSecret,
    courseId: course.course.id,
    buyServiceId: buy!.id,
    subscriptionServiceId: sub!.id,
    learnerId: learner.id,
    token: await signIn(t.call, host, `learner@${host}`),
  };
}

/** The local Stripe with every school's key and webhook endpoint; the app is pointed at it. */
export async function startLocalStripe(t: TestApp, schools: StripeSchool[]): Promise<StripeLocal> {
  const local = await StripeLocal.start({
    secretKeys: schools.map((s) => s.secretKey),
    webhooks: schools.map((s) => ({ url: webhookUrl(s.host), secret: s.webhookSecret })),
    transport: injectTransport(t.app),
  });
  process.env.STRIPE_API_URL = local.url;
  return local;
}
