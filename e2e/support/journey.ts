import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { NEW_PASSWORD, signInOnScreen, signUpByApi, uniqueEmail, useLanguage } from './accounts';
import { SCHOOL_URLS } from './env';
import { staffCall, staffToken } from './staff-api';

// What the journeys (issue 27) set up through the API, so that their screens are the journey's own:
// the demo school's course with paid consultations, bought by a learner of the test's own.

/** A demo school as a journey uses it: its address, its administrator and the course it sells. */
export interface JourneySchool {
  url: string;
  admin: { email: string; password: string };
  course: RegExp;
}

/** The demo school's course with paid consultations (seed: consultation_limit 3) and videos to download. */
export const COURSE = /^Мягкое утро/;

export const JOURNEY_SCHOOLS = {
  mindful: {
    url: SCHOOL_URLS.localhost,
    admin: { email: 'admin@demo.school', password: 'demo1234' },
    course: COURSE,
  },
  facefit: {
    url: SCHOOL_URLS.loopbackIp,
    admin: { email: 'admin@facefit.school', password: 'demo1234' },
    course: /^Face yoga/,
  },
} as const satisfies Record<string, JourneySchool>;

const originOf = (school: JourneySchool) => new URL(school.url).origin;

interface Service {
  id: number;
  type: string;
  course_id: number | null;
}

/**
 * The demo course's id and its "full course" service, as the school sells it, and its "extra
 * questions" add-on where it has one (only a course with a limit on questions sells it: FaceFit's
 * has none, decision 110).
 */
export async function demoOffers(
  request: APIRequestContext,
  school: JourneySchool = JOURNEY_SCHOOLS.mindful,
) {
  const origin = originOf(school);
  const admin = await staffToken(request, origin, school.admin);
  const courses = await staffCall<{ id: number; title: string }[]>(request, origin, admin, 'get', '/courses');
  const course = courses.find((c) => school.course.test(c.title));
  if (!course) throw new Error(`the demo school has no ${school.course} course`);
  const services = await staffCall<Service[]>(request, origin, admin, 'get', '/services?per-page=100');
  const find = (type: string) => services.find((s) => s.course_id === course.id && s.type === type)?.id;
  const buy = find('course_buy');
  if (buy === undefined) throw new Error(`the demo course ${course.title} has no course_buy service`);
  return { courseId: course.id, buy, questions: find('expert_additional_question') ?? null };
}

/**
 * Buys a service by the API and pays it on the test checkout, as the payment page's form posts.
 * A learner without an e-mail (FaceFit's, without an account) gives one with the order.
 */
export async function buyByApi(
  request: APIRequestContext,
  token: string,
  serviceId: number,
  { school = JOURNEY_SCHOOLS.mindful, email }: { school?: JourneySchool; email?: string } = {},
) {
  const headers = { Authorization: `Bearer ${token}`, 'X-App-Type': 'web' };
  const order = await request.post(`${originOf(school)}/spa/api/v1/order/${serviceId}?lang=en`, {
    headers,
    data: email ? { email } : {},
  });
  expect(order.status(), await order.text()).toBe(200);
  const paymentUrl = (await order.json()).payment_url as string;
  const paid = await request.post(paymentUrl, {
    form: { step: 'card', action: 'pay', card: '4242424242424242', expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
}

/**
 * A new learner of the demo school who has bought its course, signed in on `page` in English:
 * where a journey starts. Answers the learner's e-mail.
 */
export async function signedInBuyer(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const offers = await demoOffers(request);
  const email = uniqueEmail(label);
  const token = await signUpByApi(request, SCHOOL_URLS.localhost, email);
  await buyByApi(request, token, offers.buy);
  await useLanguage(page, 'en');
  await page.goto(SCHOOL_URLS.localhost);
  await signInOnScreen(page, 'en', email, NEW_PASSWORD);
  return email;
}

/**
 * A FaceFit learner without an account (the school takes no sign-ups), signed in on `page` in
 * English on its courses screen: where its journeys start. Answers the session's token.
 */
export async function startedWithoutAccount(page: Page, school: JourneySchool): Promise<string> {
  await useLanguage(page, 'en');
  await page.goto(school.url);
  await page.getByRole('button', { name: 'Continue without an account' }).click();
  await expect(page).toHaveURL(/\/class\/course$/);
  return (await page.evaluate(() => window.localStorage.getItem('cp.token'))) ?? '';
}
