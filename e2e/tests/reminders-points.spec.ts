import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type Request,
  test,
} from '@playwright/test';
import { DEMO, expectAccessible, SCHOOL_URLS, screenshot, signUpByAppIdApi, useLanguage } from '../support';
import { learnersBrowser } from '../support/browsers';
import { desktopOnly, phoneOnly } from '../support/projects';

// The app's service worker is part of what this file tests: the learner's browser, the worker allowed.
test.use(learnersBrowser);

// Issue 4, reminders (with Web Push) and points (spec 01 §2, §3, §5, §7, §9; decisions 031,
// 035) through the built app and the real API. The desktop project speaks Russian, the phone
// project English. Each project signs up one fresh learner on the second school (its app-id
// sign-up: the first school's e-mail sign-ups are rate-limited and used by other files) for
// the reminders, the notifications and the empty points balance. Spending needs 200 points,
// which only the first school's demo learner has (apps/api/src/seed/seed-account-area.ts;
// no real flow gives a fresh learner 200): each project spends once from it, and the other
// files only check that its balance is above 0 (profile.spec.ts).
//
// Headless Chromium has no push service: pushManager.subscribe() is refused ("Registration
// failed - permission denied") even with the permission granted. What a browser can do
// here is tested for real (registration, permission states, the worker showing a delivered
// push through DevTools' ServiceWorker.deliverPushMessage); the subscribe call itself is a
// stand-in object in one test, so the app's POST of subscription.toJSON() still meets the
// real server. Delivery and decryption are covered by apps/api/src/modules/push/push.test.ts.

const API = '/spa/api/v1';
const SCHOOL = SCHOOL_URLS.loopbackIp;
const ORIGIN = SCHOOL.replace(/\/class\/$/, '');
const MINDFUL = SCHOOL_URLS.localhost;
const MINDFUL_ORIGIN = MINDFUL.replace(/\/class\/$/, '');

const TEXTS = {
  ru: {
    reminders: 'Напоминания',
    zoneUnset: 'В профиле не указан часовой пояс, поэтому время напоминаний считается по UTC.',
    empty: 'Напоминаний пока нет.',
    add: 'Добавить напоминание',
    newTitle: 'Новое напоминание',
    time: 'Время',
    days: 'Дни повтора',
    day: { mon: 'Понедельник', wed: 'Среда', fri: 'Пятница', sun: 'Воскресенье' },
    save: 'Сохранить',
    created: 'Напоминание добавлено.',
    updated: 'Напоминание сохранено.',
    deleted: 'Напоминание удалено.',
    edit: (time: string) => `Изменить напоминание на ${time}`,
    editTitle: (time: string) => `Напоминание на ${time}`,
    everyDay: 'Каждый день',
    monWed: 'Пн, Ср',
    monFri: 'Пн, Пт',
    deleteReminder: 'Удалить напоминание',
    deleteTitle: 'Удалить напоминание?',
    deleteConfirm: 'Удалить',
    timeRequired: 'Укажите время.',
    timeInvalid: 'Укажите время в формате ЧЧ:ММ, от 00:00 до 23:59.',
    timeDuplicate: 'Напоминание на это время уже есть. Измените его или выберите другое время.',
    daysRequired: 'Выберите хотя бы один день.',
    push: 'Уведомления в этом браузере',
    pushPrompt: 'Чтобы напоминания приходили, разрешите браузеру показывать уведомления.',
    pushAllow: 'Разрешить уведомления',
    pushGranted: 'Уведомления разрешены, но напоминания в этот браузер пока не приходят.',
    pushEnable: 'Получать напоминания здесь',
    pushSubscribed: 'Напоминания приходят в этот браузер.',
    pushDisable: 'Не получать здесь',
    pushFailed: 'Не удалось подписать этот браузер на уведомления. Попробуйте ещё раз позже.',
    pushDenied: /Уведомления для этого сайта заблокированы в браузере/,
    pushUnsupported: /Этот браузер не умеет показывать уведомления/,
    points: 'Мои баллы',
    balance: (n: number) => new RegExp(`^${n} балл(а|ов)?$`),
    spend: 'Потратить 200 баллов',
    threshold: 'Потратить баллы можно, когда на счёте не меньше 200. Осталось накопить 200 баллов.',
    spendTitle: 'Потратить баллы?',
    spendConfirm: 'Потратить',
    spent: 'Готово: списано 200 баллов. Скидка 200 применится к следующей покупке или продлению курса.',
    faqEarn: 'Как получить баллы?',
    faqEarnAnswer: /Баллы начисляются за занятия/,
    historyLink: 'История баллов',
    history: 'История баллов',
    historyEmpty: 'Баллов пока не начислялось.',
    add_: 'Начисление',
    debit: 'Списание',
    historyList: 'Начисления и списания',
    promptLabel: 'Уведомления о занятиях',
    promptLater: 'Не сейчас',
    pages: 'Страницы истории',
    next: 'Дальше →',
    previous: '← Назад',
    page: (n: number, total: number) => `Страница ${n} из ${total}`,
  },
  en: {
    reminders: 'Reminders',
    zoneUnset: 'Your profile has no time zone, so reminder times are in UTC.',
    empty: 'You have no reminders yet.',
    add: 'Add a reminder',
    newTitle: 'New reminder',
    time: 'Time',
    days: 'Repeat on',
    day: { mon: 'Monday', wed: 'Wednesday', fri: 'Friday', sun: 'Sunday' },
    save: 'Save',
    created: 'Reminder added.',
    updated: 'Reminder saved.',
    deleted: 'Reminder deleted.',
    edit: (time: string) => `Edit the ${time} reminder`,
    editTitle: (time: string) => `Reminder at ${time}`,
    everyDay: 'Every day',
    monWed: 'Mon, Wed',
    monFri: 'Mon, Fri',
    deleteReminder: 'Delete reminder',
    deleteTitle: 'Delete this reminder?',
    deleteConfirm: 'Delete',
    timeRequired: 'Enter a time.',
    timeInvalid: 'Enter the time as HH:MM, from 00:00 to 23:59.',
    timeDuplicate: 'You already have a reminder at this time. Edit that one or pick another time.',
    daysRequired: 'Choose at least one day.',
    push: 'Notifications in this browser',
    pushPrompt: 'To get reminders, allow this browser to show notifications.',
    pushAllow: 'Allow notifications',
    pushGranted: 'Notifications are allowed, but reminders do not come to this browser yet.',
    pushEnable: 'Get reminders here',
    pushSubscribed: 'Reminders come to this browser.',
    pushDisable: 'Stop reminders here',
    pushFailed: 'Could not subscribe this browser to notifications. Please try again later.',
    pushDenied: /Notifications for this site are blocked in your browser/,
    pushUnsupported: /This browser cannot show notifications/,
    points: 'My points',
    balance: (n: number) => new RegExp(`^${n} points?$`),
    spend: 'Spend 200 points',
    threshold: 'Points can be spent once you have at least 200. 200 more points to go.',
    spendTitle: 'Spend your points?',
    spendConfirm: 'Spend',
    spent: 'Done: 200 points spent. A discount of 200 applies to your next purchase or course renewal.',
    faqEarn: 'How do I earn points?',
    faqEarnAnswer: /You earn points by practising/,
    historyLink: 'Points history',
    history: 'Points history',
    historyEmpty: 'You have not earned any points yet.',
    add_: 'Added',
    debit: 'Deducted',
    historyList: 'Additions and deductions',
    promptLabel: 'Practice notifications',
    promptLater: 'Not now',
    pages: 'History pages',
    next: 'Next →',
    previous: '← Previous',
    page: (n: number, total: number) => `Page ${n} of ${total}`,
  },
} as const;

type Language = keyof typeof TEXTS;
const language = (): Language => (test.info().project.name === 'phone' ? 'en' : 'ru');
const empty = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/** The learner's session in the page: the token where the app keeps it, and the language. */
async function openAs(page: Page, token: string) {
  await useLanguage(page, language());
  await page.addInitScript((value) => window.localStorage.setItem('cp.token', value), token);
}

async function apiGet(request: APIRequestContext, origin: string, path: string, token: string) {
  const response = await request.get(`${origin}${API}${path}${path.includes('?') ? '&' : '?'}lang=en`, {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'web' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

/** `GET /schedule` as the server stored it. */
const storedSchedule = async (request: APIRequestContext, token: string) =>
  (await (await apiGet(request, ORIGIN, '/schedule', token)).json()).repeatDays;

/** The calls to `path` (method and JSON body) the page makes from now on. */
function recordCalls(page: Page, path: string) {
  const calls: { method: string; body: unknown }[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === `${API}${path}`) {
      calls.push({ method: request.method(), body: request.postDataJSON() });
    }
  });
  return calls;
}

/** DD.MM.YYYY of now, in the browser's (this machine's) time zone, as the app writes dates. */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** A pattern that finds `text` anywhere (the field's hint comes before its error). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const reminderItem = (page: Page, time: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(time, { exact: true }) });

let token = '';

test.beforeAll(async ({ request }, testInfo) => {
  const email = `reminders-${testInfo.project.name}-${Date.now().toString(36)}@e2e.test`;
  token = await signUpByAppIdApi(request, SCHOOL, email);
});

test.describe('reminders', () => {
  test(
    'create, edit and delete a reminder; the server stores the schedule',
    desktopOnly,
    async ({ page, request }) => {
      const t = TEXTS[language()];
      await openAs(page, token);
      await page.goto(`${SCHOOL}user/settings/reminders`);
      await expect(page.getByRole('heading', { level: 1, name: t.reminders })).toBeVisible();
      // spec 01 §2: the time zone the reminders are in (a learner signed up by app id has none: UTC).
      await expect(page.getByText(t.zoneUnset)).toBeVisible();
      await expect(page.getByText(t.empty)).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'reminders/empty');

      // Create: 08:30 on Monday and Wednesday.
      await page.getByRole('link', { name: t.add }).click();
      await expect(page).toHaveURL(/\/user\/settings\/reminders\/new$/);
      await expect(page.getByRole('heading', { level: 1, name: t.newTitle })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel(t.time, { exact: true }).fill('08:30');
      const days = page.getByRole('group', { name: t.days });
      await days.getByRole('checkbox', { name: t.day.mon }).check();
      await days.getByRole('checkbox', { name: t.day.wed }).check();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page).toHaveURL(/\/user\/settings\/reminders$/);
      await expect(page.getByRole('status').filter({ hasText: t.created })).toBeVisible();
      await expect(reminderItem(page, '08:30')).toContainText(t.monWed);
      expect(await storedSchedule(request, token)).toEqual({ ...empty, mon: ['08:30'], wed: ['08:30'] });

      // A second one, every day: one entry for seven days.
      await page.getByRole('link', { name: t.add }).click();
      await page.getByLabel(t.time, { exact: true }).fill('21:00');
      for (const box of await page.getByRole('group', { name: t.days }).getByRole('checkbox').all()) {
        await box.check();
      }
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(reminderItem(page, '21:00')).toContainText(t.everyDay);
      const everyDay = Object.fromEntries(Object.keys(empty).map((d) => [d, ['21:00']]));
      expect(await storedSchedule(request, token)).toEqual({
        ...everyDay,
        mon: ['08:30', '21:00'],
        wed: ['08:30', '21:00'],
      });
      await screenshot(page, 'reminders/list');

      // Edit 08:30 into 07:45 on Monday and Friday.
      await page.getByRole('link', { name: t.edit('08:30') }).click();
      await expect(page).toHaveURL(/\/user\/settings\/reminders\/0830$/);
      await expect(page.getByRole('heading', { level: 1, name: t.editTitle('08:30') })).toBeVisible();
      await expect(page.getByLabel(t.time, { exact: true })).toHaveValue('08:30');
      await expectAccessible(page);
      await page.getByLabel(t.time, { exact: true }).fill('07:45');
      await page.getByRole('checkbox', { name: t.day.wed }).uncheck();
      await page.getByRole('checkbox', { name: t.day.fri }).check();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.updated })).toBeVisible();
      await expect(reminderItem(page, '07:45')).toContainText(t.monFri);
      await expect(reminderItem(page, '08:30')).toHaveCount(0);
      expect(await storedSchedule(request, token)).toEqual({
        ...everyDay,
        mon: ['07:45', '21:00'],
        fri: ['07:45', '21:00'],
      });

      // Delete it, after a confirmation.
      await page.getByRole('link', { name: t.edit('07:45') }).click();
      await page.getByRole('button', { name: t.deleteReminder }).click();
      const dialog = page.getByRole('dialog', { name: t.deleteTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: t.deleteConfirm, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.deleted })).toBeVisible();
      await expect(reminderItem(page, '07:45')).toHaveCount(0);
      expect(await storedSchedule(request, token)).toEqual(everyDay);
    },
  );

  test(
    'a missing or unreadable time, no days or a taken time show errors and save nothing',
    // The project of the test before: its 21:00 reminder is the taken time (decision 109).
    desktopOnly,
    async ({ page, request }) => {
      const t = TEXTS[language()];
      const before = await storedSchedule(request, token);
      await openAs(page, token);
      const puts = recordCalls(page, '/schedule/update');
      await page.goto(`${SCHOOL}user/settings/reminders/new`);
      const time = page.getByLabel(t.time, { exact: true });
      const days = page.getByRole('group', { name: t.days });

      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(time).toHaveAccessibleDescription(containing(t.timeRequired));
      await expect(time).toHaveAttribute('aria-invalid', 'true');
      await expect(time).toBeFocused();
      await expect(days).toHaveAccessibleDescription(t.daysRequired);
      await expectAccessible(page);
      await screenshot(page, 'reminders/errors');

      // Hours without minutes: the browser cannot read it as a time.
      await time.focus();
      await page.keyboard.type('09');
      await days.getByRole('checkbox', { name: t.day.sun }).check();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(time).toHaveAccessibleDescription(containing(t.timeInvalid));
      await expect(days).not.toHaveAccessibleDescription(t.daysRequired);

      // A time another reminder already has (21:00, from the test before).
      await time.fill('21:00');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(time).toHaveAccessibleDescription(containing(t.timeDuplicate));

      expect(puts).toEqual([]);
      expect(await storedSchedule(request, token)).toEqual(before);
    },
  );
});

/** The service worker of the page, once active: its scope and script. */
async function activeWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? null };
  });
}

/** Chromium DevTools: hands the worker a push message as a push service would (decrypted). */
async function deliverPush(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === SCHOOL && !r.isDeleted)).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === SCHOOL && !r.isDeleted)!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: ORIGIN, registrationId, data });
  await cdp.detach();
}

test.describe('notifications in the browser (Web Push)', () => {
  test(
    'the worker registers under /class/, shows a delivered reminder, and the states read right',
    desktopOnly,
    async ({ page, context, request }) => {
      const t = TEXTS[language()];
      // The built app serves the worker at the router base, never cached for long.
      const worker = await request.get(`${SCHOOL}sw.js`);
      expect(worker.status()).toBe(200);
      expect(worker.headers()['content-type']).toMatch(/javascript/);
      expect(worker.headers()['cache-control']).toBe('no-cache');

      await openAs(page, token);
      await page.goto(`${SCHOOL}user/settings/reminders`);
      const panel = page.getByRole('region', { name: t.push });
      // Not asked yet: one button, and nothing asks the browser before it is clicked.
      await expect(panel.getByText(t.pushPrompt)).toBeVisible();
      await expect(panel.getByRole('button', { name: t.pushAllow })).toBeVisible();
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      expect(await activeWorker(page)).toEqual({ scope: SCHOOL, script: `${SCHOOL}sw.js` });

      // Allowed in the browser: the panel offers to subscribe this browser.
      await context.grantPermissions(['notifications'], { origin: ORIGIN });
      await page.reload();
      await expect(panel.getByText(t.pushGranted)).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'reminders/push-granted');

      // The reminder the server sends (contract reminderPayload), as the push service hands it over.
      const reminder = {
        type: 'reminder',
        title: 'Время заниматься',
        body: 'Напоминание на 08:00.',
        time: '08:00',
      };
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            url: (n.data as { url?: string } | null)?.url,
          })),
        );
      // DevTools stands in for the push service. In one fresh-clone run of the whole suite a
      // delivery made while the worker was being woken showed nothing in 20 s; a push service
      // delivers again what was not taken, so the test does too. The reminder's tag makes a
      // repeated delivery replace the notification, never add a second one (asserted below).
      await expect(async () => {
        await deliverPush(context, page, JSON.stringify(reminder));
        await expect.poll(shown, { timeout: 8_000 }).toHaveLength(1);
      }).toPass({ timeout: 40_000 });
      expect(await shown()).toEqual([
        { title: reminder.title, body: reminder.body, tag: 'reminder-08:00', url: SCHOOL },
      ]);
    },
  );

  test(
    'subscribing with the real push manager: posted when the browser has a push service, else an error and no post',
    phoneOnly,
    async ({ page, context }) => {
      const t = TEXTS[language()];
      await context.grantPermissions(['notifications'], { origin: ORIGIN });
      await openAs(page, token);
      const posts = recordCalls(page, '/push/subscribe');
      await page.goto(`${SCHOOL}user/settings/reminders`);
      const panel = page.getByRole('region', { name: t.push });
      await panel.getByRole('button', { name: t.pushEnable }).click();
      // Debian's headless Chromium refuses pushManager.subscribe(); a browser with a push service posts.
      // Without a push service the browser gives up on its own time (seconds, on a closed network).
      await expect(panel.getByText(t.pushFailed).or(panel.getByText(t.pushSubscribed))).toBeVisible({
        timeout: 30_000,
      });
      if (await panel.getByText(t.pushFailed).isVisible()) {
        expect(posts).toEqual([]);
        await expect(panel.getByRole('button', { name: t.pushEnable })).toBeEnabled();
      } else {
        expect(posts).toEqual([
          {
            method: 'POST',
            body: expect.objectContaining({ endpoint: expect.stringMatching(/^https:\/\//) }),
          },
        ]);
      }
    },
  );

  test(
    'subscribe and unsubscribe post the subscription to the server (stand-in push manager)',
    desktopOnly,
    async ({ page, context, request }) => {
      const t = TEXTS[language()];
      await context.grantPermissions(['notifications'], { origin: ORIGIN });
      // What a browser with a push service answers: a subscription for the key it was given.
      await page.addInitScript(() => {
        const state = window as unknown as { __subscription: unknown; __key: string | null };
        state.__subscription = null;
        state.__key = null;
        PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
          const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
          state.__key = btoa(String.fromCharCode(...key))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
          const endpoint = `https://push.example.test/e2e/${Date.now()}`;
          const subscription = {
            endpoint,
            options: { applicationServerKey: key.buffer, userVisibleOnly: true },
            toJSON: () => ({
              endpoint,
              expirationTime: null,
              keys: {
                p256dh:
                  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
                auth: 'tBHItJI5svbpez7KI4CCXg',
              },
            }),
            unsubscribe: async () => {
              state.__subscription = null;
              return true;
            },
          };
          state.__subscription = subscription;
          return subscription as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async () => state.__subscription as PushSubscription | null;
      });
      await openAs(page, token);
      const subscribes = recordCalls(page, '/push/subscribe');
      const unsubscribes = recordCalls(page, '/push/unsubscribe');
      await page.goto(`${SCHOOL}user/settings/reminders`);
      const panel = page.getByRole('region', { name: t.push });

      const answer = page.waitForResponse((r) => r.url().includes(`${API}/push/subscribe`));
      await panel.getByRole('button', { name: t.pushEnable }).click();
      expect((await answer).status()).toBe(204);
      await expect(panel.getByText(t.pushSubscribed)).toBeVisible();
      // Subscribed with the school's VAPID key, the one the configuration publishes.
      const config = await (await request.get(`${ORIGIN}${API}/config?lang=en`)).json();
      expect(await page.evaluate(() => (window as unknown as { __key: string }).__key)).toBe(
        config.domain.push.vapidPublicKey,
      );
      expect(subscribes).toEqual([
        {
          method: 'POST',
          body: {
            endpoint: expect.stringMatching(/^https:\/\/push\.example\.test\/e2e\//),
            expirationTime: null,
            keys: { p256dh: expect.any(String), auth: 'tBHItJI5svbpez7KI4CCXg' },
          },
        },
      ]);
      await expectAccessible(page);

      const gone = page.waitForResponse((r) => r.url().includes(`${API}/push/unsubscribe`));
      await panel.getByRole('button', { name: t.pushDisable }).click();
      expect((await gone).status()).toBe(204);
      expect(unsubscribes).toEqual([
        { method: 'POST', body: { endpoint: (subscribes[0]!.body as { endpoint: string }).endpoint } },
      ]);
      await expect(panel.getByText(t.pushGranted)).toBeVisible();
    },
  );

  test('blocked and unsupported browsers get an explanation, not a button', desktopOnly, async ({ page }) => {
    const t = TEXTS[language()];
    await openAs(page, token);
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await page.goto(`${SCHOOL}user/settings/reminders`);
    const panel = page.getByRole('region', { name: t.push });
    await expect(panel.getByText(t.pushDenied)).toBeVisible();
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expectAccessible(page);

    const other = await page.context().newPage();
    await openAs(other, token);
    await other.addInitScript(() => {
      Reflect.deleteProperty(window, 'PushManager');
    });
    await other.goto(`${SCHOOL}user/settings/reminders`);
    const otherPanel = other.getByRole('region', { name: t.push });
    await expect(otherPanel.getByText(t.pushUnsupported)).toBeVisible();
    await expect(otherPanel.getByRole('button')).toHaveCount(0);
  });
});

test.describe('points', () => {
  test(
    'a fresh learner with 0 points: spend disabled, FAQ, empty history',
    phoneOnly,
    async ({ page, request }) => {
      const t = TEXTS[language()];
      expect((await (await apiGet(request, ORIGIN, '/user-score/amount', token)).json()).amount).toBe(0);
      await openAs(page, token);
      await page.goto(`${SCHOOL}user/points`);
      await expect(page.getByRole('heading', { level: 1, name: t.points })).toBeVisible();
      await expect(page.getByText(t.balance(0))).toBeVisible();
      const spend = page.getByRole('button', { name: t.spend });
      await expect(spend).toBeDisabled();
      await expect(spend).toHaveAccessibleDescription(t.threshold);
      // FAQ: native disclosures, opened from the keyboard.
      const question = page.getByText(t.faqEarn, { exact: true });
      await expect(page.getByText(t.faqEarnAnswer)).toBeHidden();
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.faqEarnAnswer)).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'points/zero');

      await page.getByRole('link', { name: t.historyLink }).click();
      await expect(page).toHaveURL(/\/user\/points\/history$/);
      await expect(page.getByRole('heading', { level: 1, name: t.history })).toBeVisible();
      await expect(page.getByText(t.historyEmpty)).toBeVisible();
      await expectAccessible(page);
    },
  );

  test(
    'the demo learner spends 200 points for a discount; the history pages show it with dates',
    desktopOnly,
    async ({ page, request }) => {
      const t = TEXTS[language()];
      // A session of the mobile type: a web sign-in of the demo learner would end other tests' web sessions.
      const login = await request.post(`${MINDFUL_ORIGIN}${API}/auth/login?lang=en`, {
        headers: { 'X-App-Type': 'mobile' },
        data: { email: DEMO.mindful.email, password: DEMO.mindful.password },
      });
      const demoToken = (await login.json()).data.token as string;
      const amount = async () =>
        (await (await apiGet(request, MINDFUL_ORIGIN, '/user-score/amount', demoToken)).json())
          .amount as number;
      const before = await amount();
      expect(before).toBeGreaterThanOrEqual(200);

      await openAs(page, demoToken);
      await page.goto(`${MINDFUL}user/points`);
      await expect(page.getByText(t.balance(before))).toBeVisible();
      await page.getByRole('button', { name: t.spend }).click();
      const dialog = page.getByRole('dialog', { name: t.spendTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: t.spendConfirm, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.spent })).toBeVisible();
      await expect(page.getByText(t.balance(before - 200))).toBeVisible();
      expect(await amount()).toBe(before - 200);
      await screenshot(page, 'points/spent');

      // History: newest first, the debit on top with today's date; earlier pages hold the additions.
      await page.getByRole('link', { name: t.historyLink }).click();
      const entries = page.getByRole('region', { name: t.historyList }).getByRole('listitem');
      await expect(entries.first()).toContainText(t.debit);
      await expect(entries.first()).toContainText('−200');
      await expect(entries.first()).toContainText(today());
      await expect(entries).toHaveCount(10);
      const first = await apiGet(request, MINDFUL_ORIGIN, '/user-score?page=1', demoToken);
      const pageCount = Number(first.headers()['x-pagination-page-count']);
      expect(pageCount).toBeGreaterThan(1);
      const pager = page.getByRole('navigation', { name: t.pages });
      await expect(pager).toContainText(t.page(1, pageCount));
      await expectAccessible(page);
      await screenshot(page, 'points/history');

      await pager.getByRole('link', { name: t.next }).click();
      await expect(page).toHaveURL(/\/user\/points\/history\?page=2$/);
      await expect(pager).toContainText(t.page(2, pageCount));
      const second = await (await apiGet(request, MINDFUL_ORIGIN, '/user-score?page=2', demoToken)).json();
      await expect(entries).toHaveCount(second.length);
      const added = entries.filter({ hasText: t.add_ });
      await expect(added.first()).toBeVisible();
      await expect(added.first()).toContainText(/\+\d+/);
      for (const text of await entries.allInnerTexts()) expect(text).toMatch(/\d\d\.\d\d\.\d{4}/);
      await pager.getByRole('link', { name: t.previous }).click();
      await expect(page).toHaveURL(/\/user\/points\/history$/);
    },
  );
});

test.describe('push prompt', () => {
  // The prompt (features/reminders/components/push-prompt.tsx) is mounted by the signed-in layout.

  test(
    'offers to allow notifications after 1000 page views; "not now" is remembered',
    phoneOnly,
    async ({ page }) => {
      const t = TEXTS[language()];
      await openAs(page, token);
      await page.addInitScript(() => {
        if (!window.localStorage.getItem('cp.pushPrompt.views'))
          window.localStorage.setItem('cp.pushPrompt.views', '999');
      });
      await page.goto(`${SCHOOL}user/points`);
      const prompt = page.getByRole('region', { name: t.promptLabel });
      await expect(prompt).toBeVisible();
      await expectAccessible(page);
      await prompt.getByRole('button', { name: t.promptLater }).click();
      await expect(prompt).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem('cp.pushPrompt.dismissedAt'))).toMatch(
        /^\d+$/,
      );
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.points })).toBeVisible();
      await expect(prompt).toHaveCount(0);
      // Nothing asked the browser: only the Allow button may.
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
    },
  );

  test('offers after 100 s with the app open, whatever the page views', desktopOnly, async ({ page }) => {
    const t = TEXTS[language()];
    await page.clock.install();
    await openAs(page, token);
    await page.goto(`${SCHOOL}user/points`);
    await expect(page.getByRole('heading', { level: 1, name: t.points })).toBeVisible();
    const prompt = page.getByRole('region', { name: t.promptLabel });
    // The app counts from the page's start (performance.now), and the installed clock runs on as
    // the page loads: on a loaded machine that took over a second, and a fixed 99 s forward landed
    // past 100 s. So the clock goes to 5 s short of 100 s from the page's own start.
    const opened = await page.evaluate(() => performance.now());
    await page.clock.fastForward(Math.max(0, 95_000 - opened));
    await expect(prompt).toHaveCount(0);
    await page.clock.fastForward(5_000);
    await expect(prompt).toBeVisible();
    await screenshot(page, 'reminders/push-prompt');
  });
});
