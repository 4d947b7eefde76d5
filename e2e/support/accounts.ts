import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

// Helpers of the accounts and sessions tests (issue 3): fresh learners, the recovery mail
// the server writes to DATA_DIR/outbox, and sign-in through the screen.

const API = '/spa/api/v1';

/** An address no other run, project or test uses (each new sign-in ends the learner's other web sessions). */
export function uniqueEmail(label: string): string {
  const project = test.info().project.name || 'default';
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${project}-${Date.now().toString(36)}-${random}@e2e.test`;
}

export const NEW_PASSWORD = 'correct-horse-42';

/**
 * Signs a new learner up with the real API (multipart, as the app does) on the school
 * serving `schoolUrl`, and answers the session token.
 */
export async function signUpByApi(
  request: APIRequestContext,
  schoolUrl: string,
  email: string,
  password = NEW_PASSWORD,
): Promise<string> {
  const response = await request.post(new URL(`${API}/auth/signup-by-email?lang=en`, schoolUrl).toString(), {
    headers: { 'X-App-Type': 'web' },
    multipart: { username: email, email, password, password_repeat: password, timezone: 'Europe/Madrid' },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.data.token as string;
}

/**
 * A learner with an e-mail and a password on a school without registration (FaceFit):
 * signed up by app id (its anonymous sign-in), then given an e-mail with the e-mail
 * dialog's call. Each school and route has its own sign-up rate limit, so tests that
 * need many learners spread them over both schools. Answers the session token.
 */
export async function signUpByAppIdApi(
  request: APIRequestContext,
  schoolUrl: string,
  email: string,
  password = NEW_PASSWORD,
): Promise<string> {
  const appId = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const signup = await request.post(new URL(`${API}/auth/signup-by-app-id?lang=en`, schoolUrl).toString(), {
    headers: { 'X-App-Type': 'web' },
    multipart: { app_id: appId, password, password_repeat: password },
  });
  const body = await signup.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  const token = body.data.token as string;
  const update = await request.post(new URL(`${API}/user/update-user?lang=en`, schoolUrl).toString(), {
    headers: { 'X-App-Type': 'web', Authorization: `Bearer ${token}` },
    data: { email },
  });
  expect(update.status(), await update.text()).toBe(200);
  return token;
}

/** `GET /user` with a token: 200 while the session lives, 401 once it has ended. */
export async function userStatus(
  request: APIRequestContext,
  schoolUrl: string,
  token: string,
): Promise<number> {
  const response = await request.get(new URL(`${API}/user?lang=en`, schoolUrl).toString(), {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'web' },
  });
  return response.status();
}

/**
 * The token is refused from now on. Asked until it is (briefly): behind the balancer the next
 * request may land on another API process, which drops its cached copy of the session when
 * PostgreSQL's notification reaches it, a moment after the answer that ended it (decisions 004,
 * 084).
 */
export async function expectSessionEnded(request: APIRequestContext, schoolUrl: string, token: string) {
  await expect.poll(() => userStatus(request, schoolUrl, token), { timeout: 5_000 }).toBe(401);
}

export const LABELS = {
  ru: { email: 'Электронная почта', password: 'Пароль', submit: 'Войти' },
  en: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
} as const;

/** Fills the login form of the page's school in its language and submits it. */
export async function signInOnScreen(
  page: Page,
  language: keyof typeof LABELS,
  email: string,
  password: string,
) {
  const labels = LABELS[language];
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** The token the app keeps for the page. */
export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('cp.token'));

/** Makes the page's interface language `language` before the app boots. */
export async function useLanguage(page: Page, language: 'ru' | 'en' | 'es') {
  await page.addInitScript((lang) => window.localStorage.setItem('cp.language', lang), language);
}

/** Records the app's analytics events (`cp:analytics`, lib/analytics) in the page. */
export async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { __analytics: events });
    window.addEventListener('cp:analytics', (event) => events.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __analytics: unknown[] }).__analytics);
}

/** The text body of an .eml file: its text/plain part, transfer encoding undone. */
function mailText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/**
 * The recovery link of the newest mail to `email` in the server's outbox (the e2e
 * server has no SMTP_URL, so mail goes to DATA_DIR/outbox). Waits for the mail: the
 * server sends it after answering.
 */
export async function recoveryLink(email: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        let files: string[] = [];
        try {
          files = (await readdir(outbox))
            .filter((file) => file.endsWith('.eml'))
            .sort()
            .reverse();
        } catch {
          return null;
        }
        for (const file of files) {
          const raw = await readFile(path.join(outbox, file), 'utf8');
          if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
          link = /https?:\/\/\S+\/auto-login\?\S+/.exec(mailText(raw))?.[0] ?? null;
          return link;
        }
        return null;
      },
      { message: `a recovery mail to ${email} in ${outbox}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return link as unknown as string;
}
