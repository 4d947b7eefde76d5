import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  SCHOOL_URLS,
  screenshot,
  signUpByApi,
  signUpByAppIdApi,
  useLanguage,
} from '../support';
import { E2E_DATA_DIR } from '../support/env';

// Issue 32, decision 143: the learner's e-mail switches on the notifications screen, under the
// push switch, through the built app and the real API, at both widths: the desktop project in
// the first school (Russian), the phone project in the second (English). A switch is saved at
// once, kept across a reload, worked by the keyboard, and put back when saving fails. And the
// page a mail's one-click unsubscribe link opens, without signing in.

const API = '/spa/api/v1';
type Language = 'ru' | 'en';

const TEXT = {
  ru: {
    title: 'Уведомления',
    push: 'Получать уведомления',
    group: 'Письма',
    switches: [
      'Проверка домашних заданий',
      'Ответы экспертов',
      'Видеоконсультации',
      'Не удалось продлить подписку',
      'Доступ скоро закончится',
    ],
    digestOff: 'Письма «Ответы экспертов» выключены.',
    renewalOn: 'Письма «Не удалось продлить подписку» включены.',
    unsubscribeTitle: 'Отписка от писем',
    unsubscribeAsk: 'Больше не присылать письма об окончании доступа к курсам?',
    unsubscribeButton: 'Отписаться',
    unsubscribed: /Готово: письма об окончании доступа к курсам больше не придут/,
    forged: 'Эта ссылка для отписки неверна или изменена, поэтому ничего не изменилось.',
    settings: 'Настройки уведомлений',
  },
  en: {
    title: 'Notifications',
    push: 'Receive notifications',
    group: 'E-mail',
    switches: [
      'Homework reviewed',
      'Answers from your experts',
      'Video consultations',
      'Subscription renewal failed',
      'Access ending soon',
    ],
    digestOff: 'E-mails about “Answers from your experts” are off.',
    renewalOn: 'E-mails about “Subscription renewal failed” are on.',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeAsk: 'Stop e-mails about course access ending soon?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: /Done: you will get no more e-mails about course access ending soon/,
    forged: 'This unsubscribe link is not valid or was altered, so nothing was changed.',
    settings: 'Notification settings',
  },
} as const;

const isPhone = () => test.info().project.name === 'phone';
const setup = () =>
  isPhone()
    ? { school: SCHOOL_URLS.loopbackIp, language: 'en' as Language }
    : { school: SCHOOL_URLS.localhost, language: 'ru' as Language };
const origin = (school: string) => school.replace(/\/class\/$/, '');

/** The switches as the server keeps them (`GET /user/mail-notifications`). */
async function stored(request: APIRequestContext, school: string, token: string) {
  const res = await request.get(`${origin(school)}${API}/user/mail-notifications?lang=en`, {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'web' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Record<string, 0 | 1>;
}

async function openAs(page: Page, token: string, language: Language) {
  await useLanguage(page, language);
  await page.addInitScript((value) => window.localStorage.setItem('cp.token', value), token);
}

test('e-mail switches: one per kind, saved at once, by keyboard, kept across a reload, put back on failure', async ({
  page,
  request,
}) => {
  const { school, language } = setup();
  const t = TEXT[language];
  const email = `mail-${test.info().project.name}-${Date.now().toString(36)}@e2e.test`;
  const token = isPhone()
    ? await signUpByAppIdApi(request, school, email)
    : await signUpByApi(request, school, email);
  await openAs(page, token, language);
  await page.goto(`${school}user/settings/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('switch', { name: t.push })).toBeVisible();
  const group = page.getByRole('group', { name: t.group });
  for (const name of t.switches) await expect(group.getByRole('switch', { name })).toBeChecked();
  await expect(group.getByRole('switch')).toHaveCount(5);
  await expectAccessible(page);
  await screenshot(page, 'mail-notifications/switches');

  // The keyboard: focus the digest's switch and press Space.
  const digest = group.getByRole('switch', { name: t.switches[1] });
  await digest.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(t.digestOff)).toBeVisible();
  await expect(digest).not.toBeChecked();
  expect(await stored(request, school, token)).toMatchObject({ expert_answered: 0, homework_reviewed: 1 });
  await page.reload();
  await expect(
    page.getByRole('group', { name: t.group }).getByRole('switch', { name: t.switches[1] }),
  ).not.toBeChecked();

  // The server cannot be reached: the switch goes back to the saved state and says so.
  const renewal = page.getByRole('group', { name: t.group }).getByRole('switch', { name: t.switches[3] });
  await page.route(`**${API}/user/mail-notifications**`, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await renewal.click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(renewal).toBeChecked();
  await page.unroute(`**${API}/user/mail-notifications**`);
  expect((await stored(request, school, token)).renewal_failed).toBe(1);

  // Off and on again by touch or click.
  await renewal.click();
  await expect(renewal).not.toBeChecked();
  await renewal.click();
  await expect(page.getByText(t.renewalOn)).toBeVisible();
  expect(await stored(request, school, token)).toEqual({
    homework_reviewed: 1,
    expert_answered: 0,
    consultations: 1,
    renewal_failed: 1,
    access_ending: 1,
  });
});

/**
 * The link a mail carries, signed as the server signs it: with the installation's link secret,
 * which the e2e stack keeps in its DATA_DIR (no FILE_LINK_SECRET is set), as the outbox is.
 */
async function unsubscribeLink(school: string, learnerId: number, kind: string, language: Language) {
  const secret = (await readFile(path.join(E2E_DATA_DIR, 'secrets', 'mail-link-secret'), 'utf8')).trim();
  const signature = createHmac('sha256', secret)
    .update(`mail-unsubscribe|${learnerId}|${kind}`)
    .digest('base64url');
  const url = new URL(`${API}/mail-notifications/unsubscribe`, origin(school));
  url.search = new URLSearchParams({
    u: String(learnerId),
    k: kind,
    s: signature,
    lang: language,
  }).toString();
  return url.toString();
}

test("a mail's unsubscribe link: asks, turns that kind off without signing in; a forged one says nothing changed", async ({
  page,
  request,
}) => {
  const { school, language } = setup();
  const t = TEXT[language];
  const email = `unsub-${test.info().project.name}-${Date.now().toString(36)}@e2e.test`;
  const token = isPhone()
    ? await signUpByAppIdApi(request, school, email)
    : await signUpByApi(request, school, email);
  const me = await request.get(`${origin(school)}${API}/user?lang=en`, {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'web' },
  });
  const learnerId = (await me.json()).id as number;
  const link = await unsubscribeLink(school, learnerId, 'access_ending', language);

  // A forged signature: the page says so and nothing changes.
  const forged = new URL(link);
  forged.searchParams.set('s', 'A'.repeat(43));
  await page.goto(forged.toString());
  await expect(page.getByRole('alert')).toHaveText(t.forged);
  expect((await stored(request, school, token)).access_ending).toBe(1);

  // The real link, opened by someone not signed in: a page that asks; only its button acts.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t.unsubscribeTitle })).toBeVisible();
  await expect(page.getByText(t.unsubscribeAsk)).toBeVisible();
  expect((await stored(request, school, token)).access_ending).toBe(1);
  await expectAccessible(page);
  await screenshot(page, 'mail-notifications/unsubscribe');
  await page.getByRole('button', { name: t.unsubscribeButton }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(t.unsubscribed);
  expect(await stored(request, school, token)).toMatchObject({ access_ending: 0, consultations: 1 });

  // The settings it links to show that switch off.
  await openAs(page, token, language);
  await page.getByRole('link', { name: t.settings }).click();
  await expect(
    page.getByRole('group', { name: t.group }).getByRole('switch', { name: t.switches[4] }),
  ).not.toBeChecked();
});
