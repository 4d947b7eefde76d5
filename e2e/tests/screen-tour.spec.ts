import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  type App,
  account,
  apiGet,
  appText,
  expectScreen,
  lookupToken,
  originOf,
  type Role,
  SCREEN_TIMEOUT,
  type SchoolName,
  tourContext,
  tourLanguage,
  webSession,
} from '../support/tour';

// The screen tour: every screen of the learner app (apps/web/src/app/router) and of the staff
// app (apps/staff/src/app/routes.tsx) that a role reaches, in both demo schools, at the width
// of the project that runs it (desktop 1280 px in Russian, phone 375 px in English). The flow
// tests each run in one project; this tour is what reads every screen at both widths. On each
// screen: it rendered (its proof visible, nothing loading, no error), nothing is wider than the
// window, axe finds no serious violation, and its screenshot is saved
// (artifacts/screens/<project>/tour/<school>/<role>/<screen>.jpg).
//
// One test per school and role, one browser context each, signed in once by the API (the token
// in the context's stored state); one step per screen, so a failure names the screen. A screen
// that fails is recorded and the tour goes on, so one run lists every failing screen.
//
// How a screen is reached differs by project, so each screen is reached both ways once: the
// phone project opens every screen by its address, as a link from a notification or a message
// opens it (the app boots on that screen); the desktop project moves inside the running app, as a
// person clicking through it does (the router's own history navigation, one boot per app). A
// boot costs a second of this 2-core machine's Chromium: moving inside the app took the tour's
// file time from 730 s to 510 s in fresh-clone runs (decision 117). axe comes into each new
// document from an init script of the context (support/a11y.ts), not through the protocol.

/** The ids of the demo data that screens with ids open; each group looks up its own. */
interface Ids {
  stream?: number;
  courseTitle?: string;
  chat?: number;
  chatTitle?: string;
  homework?: { stream: number; id: number; title: string };
  consultation?: number;
  booking?: number;
  subscription?: { id: number; title: string };
  order?: number;
  referralCode?: string;
  learnerName?: string;
  supportCategory?: number;
  deskChat?: { id: number; learner: string };
  submission?: { id: number; title: string };
  person?: { id: number; name: string };
  supportRequest?: number;
  draft?: { id: number; title: string };
}

/** What a proof locator is built from: the page, the app's text in the project's language, the ids. */
interface ProofArgs {
  page: Page;
  t: (key: string, values?: Record<string, string | number>) => string;
  ids: Ids;
}

interface TourScreen {
  /** The step's and the screenshot's name. */
  name: string;
  app: App;
  /** Under the app's base (`/class/`, `/staff/`); a function where the path needs an id. */
  path: string | ((ids: Ids) => string);
  roles: readonly Role[];
  /** Only these schools (a school's feature flag); both when absent. */
  schools?: readonly SchoolName[];
  /** Locators that prove the screen rendered, all visible. */
  proof: (args: ProofArgs) => Locator | Locator[];
  /** The not-found screen is the screen. */
  notFoundExpected?: boolean;
  /**
   * A known product defect, in the project (and school) named: the step is annotated and skipped
   * there, its check left in for when the defect is fixed.
   */
  known?: readonly { project: 'desktop' | 'phone'; school?: SchoolName; defect: string }[];
}

const GUEST = ['guest'] as const;
const LEARNER = ['learner'] as const;
const STAFF = ['expert', 'admin'] as const;
/** The demo administrators have no course of their own: their desk is empty, without a chat to open. */
const EXPERT = ['expert'] as const;
const ADMIN = ['admin'] as const;

/** The level-1 heading named by the app's text `key` (a substring: counts may follow it). */
const h1 =
  (key: string, values?: Record<string, string | number>) =>
  ({ page, t }: ProofArgs) =>
    page.getByRole('heading', { level: 1, name: t(key, values) });
/** The level-1 heading named by data (a course's, a person's name). */
const h1Data =
  (name: (ids: Ids) => string) =>
  ({ page, ids }: ProofArgs) =>
    page.getByRole('heading', { level: 1, name: name(ids), exact: true });
/** A staff screen with tabs: its heading and its selected tab. */
const tabbed =
  (ns: string, section: string) =>
  ({ page, t }: ProofArgs) => [
    page.getByRole('heading', { level: 1, name: t(`${ns}:title`) }),
    page.getByRole('tab', { name: t(`${ns}:sections.${section}`), selected: true }),
  ];

/**
 * Every screen, from the routers. Left out: routes that show nothing of their own (logout,
 * auto-login, social-callback; the redirects course/calendar, course/:id/stages and the legacy
 * day path), the registration chat (user-info-chat: neither school registers by chat), and the
 * reminder editor (user/settings/reminders/:id: the demo learners have no reminder).
 */
const SCREENS: readonly TourScreen[] = [
  // Signed out: the learner app's account screens, the desk's own.
  { name: 'sign-in', app: 'web', path: '', roles: GUEST, proof: h1('auth:title') },
  // FaceFit takes no sign-ups (isRegistrationEnable false): /signup goes to sign-in.
  {
    name: 'sign-up',
    app: 'web',
    path: 'signup',
    roles: GUEST,
    schools: ['mindful'],
    proof: h1('auth:signup.title'),
  },
  { name: 'recovery', app: 'web', path: 'reset', roles: GUEST, proof: h1('auth:reset.title') },
  {
    name: 'referral-landing',
    app: 'web',
    path: (ids) => `r/${ids.referralCode}`,
    roles: GUEST,
    proof: ({ page }) => page.locator('[data-landing="invitation"]').getByRole('heading', { level: 1 }),
  },
  {
    name: 'not-found',
    app: 'web',
    path: 'no-such-screen',
    roles: GUEST,
    proof: h1('not-found:title'),
    notFoundExpected: true,
  },
  // A certificate's verification address, opened with a code the school never issued.
  {
    name: 'certificate-unknown',
    app: 'web',
    path: `certificates/${'A'.repeat(22)}`,
    roles: GUEST,
    proof: ({ page, t }) => [
      page.getByRole('heading', { level: 1, name: t('certificates:verify.title') }),
      page.getByText(t('certificates:verify.unknown')),
    ],
  },
  { name: 'desk-sign-in', app: 'staff', path: 'sign-in', roles: GUEST, proof: h1('auth:title') },
  {
    name: 'desk-invitation-invalid',
    app: 'staff',
    path: 'invite/no-such-invitation',
    roles: GUEST,
    proof: ({ page, t }) => page.getByText(t('team:accept.notFound')),
  },

  // The learner app, signed in: learning.
  { name: 'courses', app: 'web', path: 'course', roles: LEARNER, proof: h1('courses:title') },
  {
    name: 'calendar',
    app: 'web',
    path: (ids) => `course/${ids.stream}/calendar`,
    roles: LEARNER,
    proof: h1Data((ids) => ids.courseTitle!),
  },
  {
    // The courseFreeze path opens the calendar with its freeze panel.
    name: 'freeze',
    app: 'web',
    path: (ids) => `course/${ids.stream}/freeze`,
    roles: LEARNER,
    proof: ({ page, t, ids }) => [
      page.getByRole('heading', { level: 1, name: ids.courseTitle!, exact: true }),
      page.getByRole('region', { name: t('freeze:title') }),
    ],
  },
  {
    // The day with its lessons: the first lesson in the player.
    name: 'day-lesson',
    app: 'web',
    path: (ids) => `course/${ids.stream}/calendar/1`,
    roles: LEARNER,
    proof: ({ page }) => [
      page.locator('section[data-day="1"]').getByRole('heading', { level: 1 }),
      page.locator('section[data-day="1"] video'),
    ],
  },
  {
    name: 'materials',
    app: 'web',
    path: (ids) => `course/${ids.stream}/materials`,
    roles: LEARNER,
    proof: h1('materials:title'),
  },
  {
    name: 'renewal',
    app: 'web',
    path: (ids) => `course/${ids.stream}/renew`,
    roles: LEARNER,
    proof: h1('payments:renewal.title'),
  },
  { name: 'homeworks', app: 'web', path: 'homework', roles: LEARNER, proof: h1('homework:title') },
  {
    name: 'homework',
    app: 'web',
    path: (ids) => `homework/${ids.homework!.stream}/${ids.homework!.id}`,
    roles: LEARNER,
    proof: h1Data((ids) => ids.homework!.title),
  },
  // Chats and consultations.
  { name: 'chats', app: 'web', path: 'chat', roles: LEARNER, proof: h1('chat:title') },
  {
    name: 'chat',
    app: 'web',
    path: (ids) => `chat/${ids.chat}`,
    roles: LEARNER,
    proof: h1Data((ids) => ids.chatTitle!),
  },
  {
    name: 'videoconsultations',
    app: 'web',
    path: 'videoconsultations',
    roles: LEARNER,
    proof: h1('videoconsultations:title'),
  },
  {
    name: 'videoconsultation',
    app: 'web',
    path: (ids) => `videoconsultations/${ids.consultation}`,
    roles: LEARNER,
    proof: h1('videoconsultations:oneTitle'),
  },
  {
    // A consultation not booked yet: its booking form (or, booked, the form that changes it).
    name: 'videoconsultation-booking',
    app: 'web',
    path: (ids) => `videoconsultations/${ids.booking}`,
    roles: LEARNER,
    proof: ({ page, t }) => [
      page.getByRole('heading', { level: 1, name: t('videoconsultations:oneTitle') }),
      page.getByRole('heading', { level: 2, name: t('videoconsultations:form.title'), exact: true }).or(
        page.getByRole('heading', {
          level: 2,
          name: t('videoconsultations:form.changeTitle'),
          exact: true,
        }),
      ),
    ],
  },
  // Payments.
  { name: 'catalogue', app: 'web', path: 'catalog', roles: LEARNER, proof: h1('payments:catalog.title') },
  {
    name: 'order',
    app: 'web',
    path: (ids) => `orders/${ids.order}`,
    roles: LEARNER,
    proof: ({ page, t, ids }) =>
      page.getByRole('heading', { level: 1, name: t('payments:order.title', { id: ids.order! }) }),
  },
  {
    name: 'subscriptions',
    app: 'web',
    path: 'user/subscriptions',
    roles: LEARNER,
    proof: h1('payments:subscriptions.title'),
  },
  {
    name: 'subscription',
    app: 'web',
    path: (ids) => `user/subscription/${ids.subscription!.id}`,
    roles: LEARNER,
    proof: h1Data((ids) => ids.subscription!.title),
  },
  // The account area.
  { name: 'profile', app: 'web', path: 'user', roles: LEARNER, proof: h1Data((ids) => ids.learnerName!) },
  { name: 'profile-edit', app: 'web', path: 'user/edit', roles: LEARNER, proof: h1('profile:editTitle') },
  { name: 'statistics', app: 'web', path: 'user/stats', roles: LEARNER, proof: h1('statistics:title') },
  { name: 'settings', app: 'web', path: 'user/settings', roles: LEARNER, proof: h1('settings:title') },
  // spec 01 §2 userSetting: the same menu at its other address.
  { name: 'settings-variant', app: 'web', path: 'user/setting', roles: LEARNER, proof: h1('settings:title') },
  {
    name: 'password',
    app: 'web',
    path: 'user/settings/password',
    roles: LEARNER,
    proof: h1('settings:password.title'),
  },
  {
    name: 'notifications',
    app: 'web',
    path: 'user/settings/notifications',
    roles: LEARNER,
    proof: h1('settings:notifications.title'),
  },
  {
    name: 'reminders',
    app: 'web',
    path: 'user/settings/reminders',
    roles: LEARNER,
    proof: h1('reminders:title'),
  },
  {
    name: 'reminder-new',
    app: 'web',
    path: 'user/settings/reminders/new',
    roles: LEARNER,
    proof: h1('reminders:form.newTitle'),
  },
  { name: 'points', app: 'web', path: 'user/points', roles: LEARNER, proof: h1('points:title') },
  {
    name: 'points-history',
    app: 'web',
    path: 'user/points/history',
    roles: LEARNER,
    proof: h1('points:history.title'),
  },
  { name: 'referral', app: 'web', path: 'user/referral', roles: LEARNER, proof: h1('referral:title') },
  {
    name: 'social-networks',
    app: 'web',
    path: 'user/social-networks',
    roles: LEARNER,
    proof: h1('social:networks.title'),
  },
  {
    name: 'link-social-networks',
    app: 'web',
    path: 'linksocialnetworks',
    roles: LEARNER,
    proof: h1('social:link.title'),
  },
  // The forced steps' screens, opened by the learner's own choice (not forced: their "change" titles).
  {
    name: 'reset-password',
    app: 'web',
    path: 'resetPassword',
    roles: LEARNER,
    proof: h1('account:password.changeTitle'),
  },
  {
    name: 'update-profile',
    app: 'web',
    path: 'updateProfile',
    roles: LEARNER,
    proof: h1('profile:editTitle'),
  },
  { name: 'delete-account', app: 'web', path: 'delete', roles: LEARNER, proof: h1('account:delete.title') },
  // Support, offers, community, downloads.
  { name: 'support', app: 'web', path: 'support', roles: LEARNER, proof: h1('support:title') },
  {
    name: 'support-topic',
    app: 'web',
    path: (ids) => `support/${ids.supportCategory}/${ids.stream}`,
    roles: LEARNER,
    proof: h1('support:title'),
  },
  { name: 'banners', app: 'web', path: 'banners', roles: LEARNER, proof: h1('banners:title') },
  { name: 'community', app: 'web', path: 'community', roles: LEARNER, proof: h1('community:title') },
  // Only where the school has offline mode (isOfflineEnable: Mindful).
  {
    name: 'downloads',
    app: 'web',
    path: 'downloads',
    roles: LEARNER,
    schools: ['mindful'],
    proof: h1('downloads:screen.title'),
  },

  // The staff app: the desk (experts and administrators).
  { name: 'desk', app: 'staff', path: 'desk', roles: STAFF, proof: h1('desk:list.title') },
  {
    // At phone width the chat takes the screen: its learner's name is the proof.
    name: 'desk-chat',
    app: 'staff',
    path: (ids) => `desk/${ids.deskChat!.id}`,
    roles: EXPERT,
    proof: ({ page, ids }) =>
      page.getByRole('heading', { level: 2, name: ids.deskChat!.learner, exact: true }),
  },
  { name: 'homework-queue', app: 'staff', path: 'homework', roles: STAFF, proof: h1('homework:queue.title') },
  {
    name: 'homework-review',
    app: 'staff',
    path: (ids) => `homework/${ids.submission!.id}`,
    roles: EXPERT,
    proof: ({ page, ids }) =>
      page.getByRole('heading', { level: 2, name: ids.submission!.title, exact: true }),
  },
  { name: 'ratings', app: 'staff', path: 'ratings', roles: STAFF, proof: h1('ratings:title') },
  {
    name: 'video-consultations',
    app: 'staff',
    path: 'video-consultations',
    roles: STAFF,
    proof: h1('videoconsultations:title'),
  },
  // The school console (administrators).
  { name: 'brand', app: 'staff', path: 'brand', roles: ADMIN, proof: h1('brand:title') },
  { name: 'courses', app: 'staff', path: 'courses', roles: ADMIN, proof: h1('courses:title') },
  {
    name: 'course-editor',
    app: 'staff',
    path: (ids) => `courses/${ids.draft!.id}`,
    roles: ADMIN,
    proof: h1Data((ids) => ids.draft!.title),
  },
  ...(['topics', 'banners', 'communities', 'articles'] as const).map(
    (section): TourScreen => ({
      name: `content-${section}`,
      app: 'staff',
      path: `content/${section}`,
      roles: ADMIN,
      proof: tabbed('content', section),
    }),
  ),
  { name: 'media', app: 'staff', path: 'media', roles: ADMIN, proof: h1('media:title') },
  { name: 'people', app: 'staff', path: 'people', roles: ADMIN, proof: h1('people:title') },
  {
    name: 'person',
    app: 'staff',
    path: (ids) => `people/${ids.person!.id}`,
    roles: ADMIN,
    proof: h1Data((ids) => ids.person!.name),
  },
  {
    name: 'people-import',
    app: 'staff',
    path: 'people/import',
    roles: ADMIN,
    proof: h1('people:import.title'),
  },
  { name: 'team', app: 'staff', path: 'team', roles: ADMIN, proof: h1('team:title') },
  ...(['orders', 'subscriptions', 'services', 'codes', 'catalogue', 'settings'] as const).map(
    (section): TourScreen => ({
      name: `payments-${section}`,
      app: 'staff',
      path: `payments/${section}`,
      roles: ADMIN,
      proof: tabbed('payments', section),
    }),
  ),
  ...(['rules', 'invitations'] as const).map(
    (section): TourScreen => ({
      name: `referral-${section}`,
      app: 'staff',
      path: `referral/${section}`,
      roles: ADMIN,
      proof: tabbed('referral', section),
    }),
  ),
  { name: 'support-inbox', app: 'staff', path: 'support', roles: ADMIN, proof: h1('support-inbox:title') },
  {
    name: 'support-request',
    app: 'staff',
    path: (ids) => `support/${ids.supportRequest}`,
    roles: ADMIN,
    proof: ({ page, t, ids }) =>
      page.getByRole('heading', {
        level: 1,
        name: t('support-inbox:request.title', { id: ids.supportRequest! }),
      }),
  },
  { name: 'audit', app: 'staff', path: 'audit', roles: ADMIN, proof: h1('audit:title') },
  { name: 'analytics', app: 'staff', path: 'analytics', roles: ADMIN, proof: h1('analytics:title') },
  ...(['design', 'issued'] as const).map(
    (section): TourScreen => ({
      name: `certificates-${section}`,
      app: 'staff',
      path: `certificates/${section}`,
      roles: ADMIN,
      proof: tabbed('certificates', section),
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// The ids, looked up through the API as each role's app would.

interface Stream {
  id: number;
  status: string;
  is_demo: boolean;
}
interface Chat {
  id: number;
  title: string;
  streamId: number;
  unread_count: number;
  learner?: { name: string; last_name: string | null };
}
const fullName = (p: { name: string; last_name: string | null }) =>
  [p.name, p.last_name].filter(Boolean).join(' ');

/** The learner's own data: their open course, its chat, a homework, a consultation, a subscription... */
async function learnerIds(request: APIRequestContext, school: SchoolName, token: string): Promise<Ids> {
  const get = <T>(path: string) => apiGet<T>(request, school, token, path);
  const streams = await get<Stream[]>('/user-course-streams');
  const stream = streams.find((s) => s.status === 'open' && !s.is_demo);
  if (!stream) throw new Error(`the ${school} demo learner has no open course`);
  const chats = await get<Chat[]>('/chats');
  const courseChat = chats.find((c) => c.streamId === stream.id);
  // Opening a chat marks its messages read: one with nothing unread, where the demo has one.
  const chat = chats.find((c) => c.unread_count === 0) ?? courseChat ?? chats[0];
  const homework = (
    await get<{ id: number; user_course_stream_id: number; homework: { title: string } }[]>('/homework')
  ).find((h) => h.user_course_stream_id === stream.id);
  const consultations = (
    await get<{ id: number; user_course_stream_id: number; status: string }[]>('/online-consultation')
  ).filter((c) => c.user_course_stream_id === stream.id);
  const consultation = consultations.find((c) => c.status !== 'available');
  // One to book (another test of the run may have booked it: then it is one to change).
  const booking =
    consultations.find((c) => c.status === 'available') ?? consultations.find((c) => c.status === 'waiting');
  const subscription = (await get<{ id: number; title: string }[]>('/payment-subscription'))[0];
  const user = await get<{ email: string; name: string; last_name: string | null }>('/user');
  const { code } = await get<{ code: string }>('/referral');
  const category = (await get<{ id: number; requireProduct: boolean }[]>('/support-category')).find(
    (c) => c.requireProduct,
  );
  // The learner's orders are listed to the school only.
  const admin = await lookupToken(request, school, 'admin');
  const orders = await apiGet<{ items: { id: number; status: string; learner: { email: string } }[] }>(
    request,
    school,
    admin,
    '/staff/orders?status=paid&per-page=100',
    'mobile',
  );
  const order = orders.items.find((o) => o.learner.email === user.email && o.status === 'paid');
  const found = { courseChat, chat, homework, consultation, booking, subscription, category, order };
  const lacking = Object.entries(found).filter(([, value]) => !value);
  if (!courseChat || !chat || !homework || !consultation || !booking || !subscription || !category || !order)
    throw new Error(
      `the ${school} demo learner lacks data the tour opens: ${lacking.map(([name]) => name).join(', ')}`,
    );
  return {
    stream: stream.id,
    courseTitle: courseChat.title,
    chat: chat.id,
    chatTitle: chat.title,
    homework: { stream: stream.id, id: homework.id, title: homework.homework.title },
    consultation: consultation.id,
    booking: booking.id,
    subscription: { id: subscription.id, title: subscription.title },
    order: order.id,
    referralCode: code,
    learnerName: fullName(user),
    supportCategory: category.id,
  };
}

/** The desk's data: a chat with nothing unread (opening it marks nothing), a submission to review. */
async function deskIds(request: APIRequestContext, school: SchoolName, token: string): Promise<Ids> {
  const chats = await apiGet<Chat[]>(request, school, token, '/staff/chats?per-page=50');
  const chat = chats.find((c) => c.unread_count === 0 && c.learner) ?? chats.find((c) => c.learner);
  const queue = await apiGet<{ id: number; homework: { title: string } }[]>(
    request,
    school,
    token,
    '/staff/homework',
  );
  if (!chat?.learner || !queue[0]) throw new Error(`the ${school} desk has no chat or submission`);
  return {
    deskChat: { id: chat.id, learner: fullName(chat.learner) },
    submission: { id: queue[0].id, title: queue[0].homework.title },
  };
}

/** The console's data: the demo learner's card, a support request, and a course draft to edit. */
async function consoleIds(request: APIRequestContext, school: SchoolName, token: string) {
  const get = <T>(path: string) => apiGet<T>(request, school, token, path);
  const learner = account(school, 'learner').email;
  const orders = await get<{
    items: { learner: { id: number; email: string; name: string; last_name: string | null } }[];
  }>('/staff/orders?per-page=100');
  const person = orders.items.find((o) => o.learner.email === learner)?.learner;
  const requests = await get<{ id: number }[]>('/staff/support-requests');
  const courses =
    await get<{ course_id: number | null; title: string; draft: unknown }[]>('/staff/console/courses');
  // The last course: the main one is what the course editor's own tests edit.
  const course = courses.filter((c) => c.course_id !== null).at(-1);
  if (!person || !requests[0] || !course) throw new Error(`the ${school} console lacks data the tour opens`);
  const headers = { Authorization: `Bearer ${token}`, 'X-App-Type': 'web' };
  const api = `${originOf(school)}/spa/api/v1/staff/course-drafts`;
  // Opening a course for editing makes its draft (or answers the one there is).
  const made = await request.post(`${api}?lang=en`, { headers, data: { course_id: course.course_id } });
  expect(made.ok(), await made.text()).toBe(true);
  const draft = (await made.json()) as { id: number };
  return {
    ids: {
      person: { id: person.id, name: fullName(person) },
      supportRequest: requests[0].id,
      draft: { id: draft.id, title: course.title },
    } satisfies Ids,
    /** A draft the tour made is discarded again; one that was there stays. */
    cleanUp: async () => {
      if (course.draft) return;
      const gone = await request.delete(`${api}/${draft.id}?lang=en`, { headers });
      expect(gone.ok(), await gone.text()).toBe(true);
    },
  };
}

/**
 * Moves the running app to `url` as its router moves on a history step: the address is pushed and
 * the router, which listens to `popstate`, renders that screen without a new document (a screen
 * that redirects, such as the freeze path, then changes the address again; the proof is what
 * shows that the screen came).
 */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

// ---------------------------------------------------------------------------------------------

const ROLES: readonly Role[] = ['guest', 'learner', 'expert', 'admin'];
const SCHOOLS: readonly SchoolName[] = ['mindful', 'facefit'];

for (const school of SCHOOLS) {
  for (const role of ROLES) {
    const screens = SCREENS.filter(
      (s) => s.roles.includes(role) && (!s.schools || s.schools.includes(school)),
    );

    test(`screen tour: ${school}, ${role} (${screens.length} screens)`, async ({ browser, request }) => {
      // A ceiling for the group, not a wait: a screen takes about a second.
      test.setTimeout(60_000 + screens.length * 15_000);
      const project = test.info().project.name as 'desktop' | 'phone';
      const language = tourLanguage();

      let ids: Ids = {};
      let cleanUp = async () => {};
      let session: { app: App; token: string } | undefined;
      if (role === 'guest') {
        // The demo learner's invitation link, looked up with a session of the mobile app's.
        const learner = await lookupToken(request, school, 'learner');
        const { code } = await apiGet<{ code: string }>(request, school, learner, '/referral', 'mobile');
        ids = { referralCode: code };
      } else {
        const token = await webSession(request, school, role);
        session = { app: role === 'learner' ? 'web' : 'staff', token };
        if (role === 'learner') ids = await learnerIds(request, school, token);
        if (role === 'expert') ids = await deskIds(request, school, token);
        if (role === 'admin') {
          const schoolConsole = await consoleIds(request, school, token);
          ids = { ...ids, ...schoolConsole.ids };
          cleanUp = schoolConsole.cleanUp;
        }
      }

      const context = await tourContext(browser, school, language, session);
      const page = await context.newPage();
      /** The app whose document the page holds, when the desktop project may move inside it. */
      let running: App | undefined;
      const open = async (app: App, url: string) => {
        if (project === 'desktop' && running === app) await navigateInApp(page, url);
        else await page.goto(url);
        running = app;
      };
      const crashes: string[] = [];
      page.on('pageerror', (error) => crashes.push(error.message));
      const failed: string[] = [];
      try {
        for (const screen of screens) {
          const path = typeof screen.path === 'function' ? screen.path(ids) : screen.path;
          const url = `${originOf(school)}/${screen.app === 'web' ? 'class' : 'staff'}/${path}`;
          const title = `${screen.app === 'web' ? 'app' : 'staff'} /${path} (${screen.name})`;
          const known = screen.known?.find(
            (k) => k.project === project && (!k.school || k.school === school),
          );
          if (known) {
            test.info().annotations.push({ type: 'fixme', description: `${title}: ${known.defect}` });
            await test.step
              .skip(title, async () => {});
            continue;
          }
          const t = (key: string, values?: Record<string, string | number>) =>
            appText(screen.app, language, key, values);
          await test
            .step(title, async () => {
              crashes.length = 0;
              await open(screen.app, url);
              const proofs = [screen.proof({ page, t, ids })].flat();
              for (const proof of proofs.slice(1))
                await expect(proof).toBeVisible({ timeout: SCREEN_TIMEOUT });
              await expectScreen(
                page,
                screen.app,
                proofs[0]!,
                `tour/${school}/${role}/${screen.app}-${screen.name}`,
                {
                  notFoundExpected: screen.notFoundExpected,
                },
              );
              expect(crashes, 'uncaught errors in the page').toEqual([]);
            })
            .catch((error: Error) => {
              failed.push(`${title}: ${error.message.split('\n')[0]}`);
            });
        }
      } finally {
        await context.close();
        await cleanUp();
      }
      expect(failed, `screens that failed:\n${failed.join('\n')}`).toEqual([]);
    });
  }
}
