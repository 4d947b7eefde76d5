import { readFileSync } from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { expectAccessible, withAxeInEveryDocument } from './a11y';
import { SCHOOL_URLS } from './env';
import { screenshot } from './screenshot';

// The screen tour's machinery (tests/screen-tour.spec.ts): the two demo schools and their people,
// sign-in by the API into a browser context's stored state, the ids of the demo data the screens
// need, the apps' own texts, and what every screen of the tour must show.

const API = '/spa/api/v1';

export type SchoolName = 'mindful' | 'facefit';
/** `guest`: nobody signed in. */
export type Role = 'guest' | 'learner' | 'expert' | 'admin';
export type Language = 'ru' | 'en';
export type App = 'web' | 'staff';

export const TOUR_SCHOOLS = {
  mindful: { url: SCHOOL_URLS.localhost, domain: 'demo.school' },
  facefit: { url: SCHOOL_URLS.loopbackIp, domain: 'facefit.school' },
} as const satisfies Record<SchoolName, { url: string; domain: string }>;

export const originOf = (school: SchoolName) => new URL(TOUR_SCHOOLS[school].url).origin;

/** The demo accounts of the seed (apps/api/src/seed): `<role>@<school's domain>`, one password. */
export const account = (school: SchoolName, role: Exclude<Role, 'guest'>) => ({
  email: `${role}@${TOUR_SCHOOLS[school].domain}`,
  password: 'demo1234',
});

/** The desktop project reads the apps in Russian, the phone project in English (decision 103). */
export const tourLanguage = (): Language => (test.info().project.name === 'phone' ? 'en' : 'ru');

// ---------------------------------------------------------------------------------------------
// The apps' texts, read from their own translation files, so a locator names what a person reads.

type Tree = { [key: string]: string | Tree };
const files = new Map<string, Tree>();
const localesDir = (app: App) => new URL(`../../apps/${app}/src/locales/`, import.meta.url);

/**
 * `ns:dotted.key` of `app` in `language`, `{{name}}` filled from `values`. A missing key throws:
 * the tour names a text the app has.
 */
export function appText(
  app: App,
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const [ns, path] = key.split(':') as [string, string];
  const file = `${app}/${language}/${ns}`;
  let tree = files.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(new URL(`${language}/${ns}.json`, localesDir(app)), 'utf8')) as Tree;
    files.set(file, tree);
  }
  const found = path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${app}/src/locales/${language}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

// ---------------------------------------------------------------------------------------------
// Sessions: one sign-in by the API per school and role, stored where each app keeps its token.

const TOKEN_KEY: Record<App, string> = { web: 'cp.token', staff: 'cp.staff.token' };
const APP_ID: Record<App, string> = { web: 'web-spa', staff: 'staff-spa' };

/**
 * `POST /auth/login` as the app itself signs in (app type web): a session the browser then uses.
 * A web sign-in ends the account's other web sessions (spec-gaps "Single session"), so each
 * school and role signs in once per tour group.
 */
export async function webSession(
  request: APIRequestContext,
  school: SchoolName,
  role: Exclude<Role, 'guest'>,
) {
  const app: App = role === 'learner' ? 'web' : 'staff';
  const response = await request.post(`${originOf(school)}${API}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'web', 'X-App-Id': APP_ID[app] },
    data: account(school, role),
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.data.token as string;
}

/**
 * A browser context for one school and role: the language chosen and, signed in, the token
 * where the app reads it, both in the stored state, so the first page load is already signed in.
 */
export async function tourContext(
  browser: Browser,
  school: SchoolName,
  language: Language,
  session?: { app: App; token: string },
): Promise<BrowserContext> {
  const localStorage: { name: string; value: string }[] = [{ name: 'cp.language', value: language }];
  if (session) localStorage.push({ name: TOKEN_KEY[session.app], value: session.token });
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin: originOf(school), localStorage }] },
  });
  // Every screen of the tour is scanned.
  await withAxeInEveryDocument(context);
  return context;
}

/** One API call with a token; its answer checked and parsed. */
export async function apiGet<T>(
  request: APIRequestContext,
  school: SchoolName,
  token: string,
  path: string,
  appType: 'web' | 'mobile' = 'web',
): Promise<T> {
  const url = `${originOf(school)}${API}${path}${path.includes('?') ? '&' : '?'}lang=en`;
  const response = await request.get(url, {
    headers: { Authorization: `Bearer ${token}`, 'X-App-Type': appType },
  });
  expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A token for looking data up only: a mobile session (app type mobile), so it ends none of the
 * web sessions the browser contexts use. One per worker, school and account.
 */
const lookupTokens = new Map<string, Promise<string>>();
export function lookupToken(request: APIRequestContext, school: SchoolName, role: Exclude<Role, 'guest'>) {
  const key = `${school}:${role}`;
  let token = lookupTokens.get(key);
  if (!token) {
    token = (async () => {
      const response = await request.post(`${originOf(school)}${API}/auth/login?lang=en`, {
        headers: { 'X-App-Type': 'mobile' },
        data: account(school, role),
      });
      const body = await response.json();
      expect(body, JSON.stringify(body)).toMatchObject({ success: true });
      return body.data.token as string;
    })();
    lookupTokens.set(key, token);
    // A failed sign-in is not kept: the next group asks again.
    token.catch(() => lookupTokens.delete(key));
  }
  return token;
}

// ---------------------------------------------------------------------------------------------
// What every screen of the tour must show.

/** Texts that mean "still loading" in both apps and both languages (their `loading` keys). */
const LOADING = /^(Loading|Загрузка|Загружаем)/;
/** The retry button of an error (the apps' `actions.retry`; staff ErrorState, web LoadFailure). */
const RETRY = /^(Retry|Try again|Повторить)$/;

/**
 * How long a screen may take to show: a ceiling, not a wait. A screen shows in about a second;
 * on this 2-core machine shared with other runs one took 12 s.
 */
export const SCREEN_TIMEOUT = 20_000;

export interface ScreenChecks {
  /** The screen's own not-found state is what it shows (the not-found screen itself). */
  notFoundExpected?: boolean;
}

/**
 * The page shows its screen: `proof` visible, nothing loading, no error screen, no error with a
 * retry, no not-found screen; no horizontal overflow; no serious axe violation. Then its
 * screenshot, `tour/<school>/<role>/<name>.jpg`.
 */
export async function expectScreen(
  page: Page,
  app: App,
  proof: ReturnType<Page['locator']>,
  shot: string,
  checks: ScreenChecks = {},
): Promise<void> {
  const language = tourLanguage();
  await expect(proof).toBeVisible({ timeout: SCREEN_TIMEOUT });
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0, {
    timeout: SCREEN_TIMEOUT,
  });
  await expect(
    page.getByRole('alert').filter({ has: page.getByRole('button', { name: RETRY }) }),
  ).toHaveCount(0);
  const errorTitles =
    app === 'web'
      ? [
          appText('web', language, 'common:routeError.title'),
          appText('web', language, 'common:routeError.chunkTitle'),
        ]
      : [appText('staff', language, 'common:errors.screen')];
  if (!checks.notFoundExpected)
    errorTitles.push(
      app === 'web'
        ? appText('web', language, 'not-found:title')
        : appText('staff', language, 'common:notFound.title'),
    );
  for (const title of errorTitles) await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(
    overflow.scrollWidth,
    `horizontal overflow: ${overflow.scrollWidth} px of content in ${overflow.clientWidth} px`,
  ).toBeLessThanOrEqual(overflow.clientWidth + 1);
  await expectAccessible(page);
  await screenshot(page, shot, 'tour');
}
