import { expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  expectAccessible,
  SCHOOL_URLS,
  screenshot,
  signInOnScreen,
  signUpByAppIdApi,
  uniqueEmail,
  useLanguage,
} from '../support';
import { desktopOnly, phoneOnly } from '../support/projects';

// Issue 15, the statistics screen (spec 01 §2 "stats", decision 089) through the built app and the
// real API: the demo learner with weeks of history (apps/api/src/seed/seed-statistics.ts) sees her
// four totals and a chart drawn in the school's colours, in ru, en and es, at 1280 and 375 px. The
// desktop project plays the first school's learner, the phone project the second's, so the two
// never end each other's session. A fresh learner sees the empty state instead of a chart.

const API = '/spa/api/v1';

const TEXTS = {
  ru: {
    title: 'Статистика',
    month: 'Месяц',
    year: 'Год',
    table: 'Показать таблицей',
    lessons: 'Просмотрено уроков',
  },
  en: {
    title: 'Statistics',
    month: 'Month',
    year: 'Year',
    table: 'Show as a table',
    lessons: 'Lessons viewed',
  },
  es: {
    title: 'Estadísticas',
    month: 'Mes',
    year: 'Año',
    table: 'Ver como tabla',
    lessons: 'Lecciones vistas',
  },
} as const;

/** The first school for the desktop project, the second for the phone project. */
function school() {
  const phone = test.info().project.name === 'phone';
  const demo = phone ? DEMO.facefit : DEMO.mindful;
  return {
    url: phone ? SCHOOL_URLS.loopbackIp : SCHOOL_URLS.localhost,
    email: `stats@${demo.email.split('@')[1]}`,
    password: demo.password,
    language: (phone ? 'en' : 'ru') as 'ru' | 'en',
  };
}

/** Pixels of the canvas that are not transparent: a drawn chart has thousands. */
const paintedPixels = (page: Page) =>
  page.getByTestId('statistics-chart').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return painted;
  });

test(
  'the demo learner sees her totals and the chart of her weeks, in ru, en and es',
  phoneOnly,
  async ({ page, request }) => {
    const s = school();
    const login = await request.post(new URL(`${API}/auth/login`, s.url).toString(), {
      headers: { 'X-App-Type': 'mobile' },
      data: { email: s.email, password: s.password },
    });
    const token = (await login.json()).data.token as string;
    const totals = await (
      await request.get(
        new URL(
          `${API}/user?expand=viewed_hours,viewed_lessons,completed_courses,completed_tasks`,
          s.url,
        ).toString(),
        { headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'mobile' } },
      )
    ).json();
    expect(totals.viewed_lessons).toBeGreaterThan(10);

    await useLanguage(page, s.language);
    await page.goto(s.url);
    await signInOnScreen(page, s.language, s.email, s.password);
    await expect(page).toHaveURL(/\/course/);
    // The way in: the profile's statistics lead to the screen.
    await page.goto(new URL('user', s.url).toString());
    await page
      .getByRole('link', {
        name: s.language === 'ru' ? 'Статистика по дням и месяцам' : 'Statistics by day and month',
      })
      .click();
    await expect(page).toHaveURL(/\/user\/stats$/);

    for (const language of ['ru', 'en', 'es'] as const) {
      const t = TEXTS[language];
      await useLanguage(page, language);
      await page.goto(new URL('user/stats', s.url).toString());
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      // The four cards: the lessons card carries GET /user's number, written for the language.
      const lessons = page.locator('[data-statistic="viewedLessons"] dd');
      await expect(lessons).toContainText(new Intl.NumberFormat(language).format(totals.viewed_lessons));
      await expect(page.locator('[data-statistic]')).toHaveCount(4);
      await expect(page.getByText(t.lessons, { exact: true })).toBeVisible();
      const chart = page.getByTestId('statistics-chart');
      await expect(chart).toHaveAttribute('data-drawn', 'true');
      await expect(chart).toHaveAttribute('aria-label', /\S/);
      await expect.poll(() => paintedPixels(page)).toBeGreaterThan(2000);
      await screenshot(page, `statistics/${language}-week`);

      // The period switch by keyboard: the month is 30 days, in the table too.
      await page.getByRole('radio', { name: t.month }).focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/period=month/);
      await page.getByText(t.table, { exact: true }).click();
      await expect(page.locator('table tbody tr')).toHaveCount(30);
      await expect.poll(() => paintedPixels(page)).toBeGreaterThan(2000);
      await screenshot(page, `statistics/${language}-month`);
      if (language === s.language) await expectAccessible(page);

      // A click: the radio follows the address, which the switch changes a moment later.
      await page.getByRole('radio', { name: t.year }).click();
      await expect(page.getByRole('radio', { name: t.year })).toBeChecked();
      await expect(page.locator('table tbody tr')).toHaveCount(12);
      // The year's totals row adds up to GET /user's lessons (everything lies within the year).
      await expect(page.locator('table tfoot td').nth(1)).toHaveText(
        new Intl.NumberFormat(language).format(totals.viewed_lessons),
      );
      await screenshot(page, `statistics/${language}-year`);
    }
  },
);

test(
  'a new learner sees an invitation to start instead of an empty chart',
  desktopOnly,
  async ({ page, request }) => {
    const email = uniqueEmail('stats-new');
    await signUpByAppIdApi(request, SCHOOL_URLS.loopbackIp, email);
    await useLanguage(page, 'en');
    await page.goto(SCHOOL_URLS.loopbackIp);
    await signInOnScreen(page, 'en', email, 'correct-horse-42');
    await expect(page).toHaveURL(/\/course/);
    await page.goto(new URL('user/stats', SCHOOL_URLS.loopbackIp).toString());
    await expect(page.getByTestId('statistics-empty')).toContainText('Your progress will show here');
    await expect(page.getByTestId('statistics-chart')).toHaveCount(0);
    await expect(page.locator('[data-statistic="viewedHours"] dd')).toHaveText('0 hours');
    await screenshot(page, 'statistics/new-learner');
  },
);
