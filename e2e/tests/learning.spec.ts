import { expect, type Page, type Request, test } from '@playwright/test';
import { DEMO, expectAccessible, SCHOOL_URLS, screenshot } from '../support';
import { desktopOnly, phoneOnly } from '../support/projects';
import { watchFast } from '../support/video';

// Issue 5, the learner's course screens: through a real browser, the built app and the real API
// with the seeded demo content (apps/api/src/seed). The desktop project plays the first school
// in Russian, the phone project the second school in English, so both languages and both
// layouts run; tests that change data (start, finish, freeze) use a different stream in each.

const API = '/spa/api/v1/';

const LABELS = {
  ru: { email: 'Электронная почта', password: 'Пароль', submit: 'Войти' },
  en: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
} as const;

type Language = keyof typeof LABELS;

/** Signs in on a school's page in the given interface language and waits for the courses. */
async function signIn(page: Page, school: 'mindful' | 'facefit', language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('cp.language', lang), language);
  await page.goto(school === 'mindful' ? SCHOOL_URLS.localhost : SCHOOL_URLS.loopbackIp);
  const labels = LABELS[language];
  await page.getByLabel(labels.email, { exact: true }).fill(DEMO[school].email);
  await page.getByLabel(labels.password, { exact: true }).fill(DEMO[school].password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByRole('tablist')).toBeVisible();
}

/** The API calls the page makes from now on. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.includes(API)) calls.push(`${request.method()} ${url.pathname.split(API)[1]}`);
  });
  return calls;
}

/** Opens a course's calendar from the courses screen; answers the stream id. */
async function openCalendar(page: Page, courseTitle: string): Promise<string> {
  await page.getByRole('link', { name: courseTitle, exact: true }).click();
  await expect(page).toHaveURL(/\/course\/\d+\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  return /\/course\/(\d+)\/calendar/.exec(page.url())?.[1] ?? '';
}

const day = (page: Page, number: number) => page.locator(`li[data-day="${number}"]`);

const isPhone = () => test.info().project.name === 'phone';

test.describe('courses', () => {
  test(
    'tabs Current, Active and Ended with the access text of each stream (ru)',
    desktopOnly,
    async ({ page }) => {
      await signIn(page, 'mindful', 'ru');
      await expect(page.getByRole('heading', { level: 1, name: 'Мои курсы' })).toBeVisible();
      const current = page.getByRole('tab', { name: /Текущие/ });
      await expect(current).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      // spec 02 §4: open, not started, freeze... and the access text of each (with plural forms).
      const titles = panel.getByRole('heading', { level: 2 });
      await expect(titles).toHaveText([
        DEMO.mindful.course,
        'Практика благодарности',
        'Дыхание для сна',
        'Осознанная ходьба',
      ]);
      const card = (title: string) =>
        panel.locator('article', { has: page.getByRole('heading', { name: title }) });
      await expect(card('Дыхание для сна')).toContainText('Курс начнётся через 3 дня');
      await expect(card('Осознанная ходьба')).toContainText(/Курс заморожен до \d\d\.\d\d\.\d{4}/);
      await expect(card(DEMO.mindful.course)).toContainText(/Доступ до \d\d\.\d\d\.\d{4}/);
      await expect(card('Практика благодарности')).toContainText('Демо');
      await screenshot(page, 'learning/courses-current');
      await expectAccessible(page);

      // Keyboard: the arrow keys move between the tabs.
      await current.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: /Активные/ })).toHaveAttribute('aria-selected', 'true');
      await expect(titles).toHaveText([DEMO.mindful.course, 'Практика благодарности']);
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/\?tab=ended$/);
      // Ended: ended or stopped streams that are not demos.
      await expect(titles).toHaveText(['Спокойный вечер', 'Йога-нидра']);
      await expect(card('Спокойный вечер')).toContainText(
        /Доступ приостановлен, окончание \d\d\.\d\d\.\d{4}/,
      );
      await expect(card('Йога-нидра')).toContainText(/Доступ закончился \d\d\.\d\d\.\d{4}/);
      await screenshot(page, 'learning/courses-ended');
      await expectAccessible(page);

      // The tab survives a reload (it is in the address).
      await page.reload();
      await expect(page.getByRole('tab', { name: /Завершённые/ })).toHaveAttribute('aria-selected', 'true');
    },
  );
});

test.describe('demo course on first load', () => {
  test(
    'a new learner without streams gets the brand demo course (spec 01 §4)',
    phoneOnly,
    async ({ page, request }) => {
      // A fresh account through the sign-up call (the sign-up screen is another issue's).
      const email = `demo-${test.info().project.name}-${Date.now()}@learner.test`;
      const signup = await request.post(
        `${SCHOOL_URLS.localhost.replace('/class/', '')}${API}auth/signup-by-email?lang=ru`,
        {
          multipart: { email, password: 'demo12345', password_repeat: 'demo12345' },
        },
      );
      const token = (await signup.json()).data?.token as string;
      expect(token).toBeTruthy();
      await page.addInitScript((value) => window.localStorage.setItem('cp.token', value), token);
      const calls = recordApiCalls(page);
      await page.goto(`${SCHOOL_URLS.localhost}course`);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 2, name: 'Практика благодарности' })).toBeVisible();
      await expect(panel).toContainText('Демо');
      // No streams -> demo order -> the service -> the streams once more.
      const order = calls.filter((c) =>
        /^(GET user-course-streams|POST order\/\d+|GET course-services\/view)$/.test(c),
      );
      expect(order).toEqual([
        'GET user-course-streams',
        'POST order/498',
        'GET course-services/view',
        'GET user-course-streams',
      ]);
      await screenshot(page, 'learning/courses-demo-order');
    },
  );
});

test.describe('calendar', () => {
  test('stages, days, locks and rest days; old paths redirect (en)', desktopOnly, async ({ page }) => {
    await signIn(page, 'mindful', 'en');
    const streamId = await openCalendar(page, DEMO.mindful.course);
    // Stage titles are course content (in Russian); the stage states are the interface's.
    await expect(page.getByRole('region', { name: 'Неделя 1. Дыхание' })).toContainText('Stage open');
    await expect(page.getByRole('region', { name: 'Неделя 3. Внимание' })).toContainText('Stage closed');
    for (const n of [1, 2, 3, 4]) await expect(day(page, n)).toHaveAttribute('data-state', 'finished');
    // Today's day is a link; tomorrow's is locked with its date; a rest day is marked.
    await expect(day(page, 5).getByRole('link')).toContainText('Today');
    await expect(day(page, 6)).toHaveAttribute('data-lock', 'schedule');
    await expect(day(page, 6)).toContainText(/Opens on \d\d\.\d\d\.\d{4}/);
    await expect(day(page, 7)).toHaveAttribute('data-rest', 'true');
    await expect(day(page, 7)).toContainText('Rest day');
    // Week 2 asks for homework: week 3 stays closed until it is handed in.
    await expect(day(page, 15)).toHaveAttribute('data-lock', 'stage');
    await expect(day(page, 15)).toContainText('Opens once you hand in the homework of the previous stage');
    // Issue 9: the demo seed gives every demo stream its expert chat (seed-chat.ts).
    await expect(page.getByRole('link', { name: 'Chat with experts' })).toHaveAttribute(
      'href',
      /\/chat\/\d+$/,
    );
    await screenshot(page, 'learning/calendar');
    await expectAccessible(page);

    // spec 02 §2: the old and short paths.
    await page.goto(`${SCHOOL_URLS.localhost}course/${streamId}/stages`);
    await expect(page).toHaveURL(new RegExp(`/course/${streamId}/calendar$`));
    await page.goto(`${SCHOOL_URLS.localhost}course/${streamId}/freeze`);
    await expect(page).toHaveURL(new RegExp(`/course/${streamId}/calendar$`));
    await page.goto(`${SCHOOL_URLS.localhost}course/calendar`);
    await expect(page).toHaveURL(/\/course$/);
    await page.goto(`${SCHOOL_URLS.localhost}course/${streamId}/calendar/3`);
    await expect(page.getByRole('heading', { level: 1, name: 'Дыхание животом', exact: true })).toBeVisible();
    // Day 3 of the seeded course has id 3 in stage 1.
    await page.goto(`${SCHOOL_URLS.localhost}course/${streamId}/stages/1/days/3`);
    await expect(page).toHaveURL(new RegExp(`/course/${streamId}/calendar/3$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Дыхание животом', exact: true })).toBeVisible();
  });

  test('a demo without full access and a frozen stream lock their days (en)', phoneOnly, async ({ page }) => {
    await signIn(page, 'mindful', 'en');
    await openCalendar(page, 'Практика благодарности');
    await expect(page.getByText('Demo access.')).toBeVisible();
    await expect(day(page, 1).getByRole('link')).toBeVisible();
    await expect(day(page, 3)).toHaveAttribute('data-lock', 'demo');
    await expect(day(page, 3)).toContainText('Opens in the full version of the course');
    await screenshot(page, 'learning/calendar-demo');
    await expectAccessible(page);
    // A locked day opened by its address explains itself.
    await page.goto(page.url().replace(/calendar$/, 'calendar/3'));
    await expect(page.getByRole('heading', { name: 'This day is not open yet' })).toBeVisible();
    await expect(page.getByText('Opens in the full version of the course')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);

    await page.goto(`${SCHOOL_URLS.localhost}course`);
    await openCalendar(page, 'Осознанная ходьба');
    await expect(page.getByText(/^Frozen until \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    await expect(day(page, 1)).toHaveAttribute('data-lock', 'freeze');
    await expect(day(page, 1)).toContainText(/The course is frozen until/);
    await screenshot(page, 'learning/calendar-frozen');
    // Lifting the freeze early asks first; keeping it changes nothing.
    await page.getByRole('button', { name: 'Unfreeze early' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lift the freeze?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(day(page, 1)).toHaveAttribute('data-lock', 'freeze');
  });
});

test.describe('day', () => {
  test(
    'plays HLS with subtitles, sends statistics, starts and finishes the day; next day in ≤ 2 calls',
    desktopOnly,
    async ({ page }) => {
      // A demo lesson is a minute long and a day is finished by a minute of it (decision 046):
      // at the player's top speed (2x, which the server also holds records to) that takes time.
      test.setTimeout(150_000);
      // Desktop: the first school in Russian; phone: the second school in English.
      const phone = isPhone();
      const t = phone
        ? { school: 'facefit' as const, lang: 'en' as const, course: DEMO.facefit.course, next: 'Day 5 →' }
        : { school: 'mindful' as const, lang: 'ru' as const, course: DEMO.mindful.course, next: 'День 5 →' };
      await page.addInitScript(() => {
        const events: unknown[] = [];
        (window as unknown as { __analytics: unknown[] }).__analytics = events;
        window.addEventListener('cp:analytics', (event) => events.push((event as CustomEvent).detail));
      });
      await signIn(page, t.school, t.lang);
      await openCalendar(page, t.course);
      // hls.js and the lesson's playlist load when the learner means to play, not with the day
      // (decision 131): the day is opened by keyboard, the pointer away from where the video shows.
      const hlsLoads: string[] = [];
      page.on('request', (request) => {
        if (/\/hls\.light-[^/]*\.js$|\.m3u8$/.test(new URL(request.url()).pathname))
          hlsLoads.push(request.url());
      });
      await page.mouse.move(0, 0);
      await day(page, 4).getByRole('link').press('Enter');
      await expect(page).toHaveURL(/\/calendar\/4$/);
      const video = page.locator('video');
      await expect(video).toBeVisible();
      // hls.js over Media Source in Chromium; the subtitles are <track>s with their labels.
      await expect(video).toHaveAttribute('data-source', 'hls.js');
      const tracks = await video.evaluate((v: HTMLVideoElement) =>
        Array.from(v.textTracks).map((track) => `${track.language}:${track.label}`),
      );
      expect(tracks).toEqual(['ru:Русский', 'en:English']);
      // The repeat count is the set's, within the learner's range (spec 02 §5).
      if (!phone) {
        const repeats = page.getByRole('combobox', { name: 'Повторы' });
        await expect(repeats).toHaveValue('2');
        await expect(repeats.locator('option')).toHaveText(['1 раз', '2 раза', '3 раза']);
      }
      await screenshot(page, 'learning/day');
      await expectAccessible(page);

      expect(hlsLoads).toEqual([]);

      // Play (muted: no user gesture in a test) at double speed, chosen in the speed control.
      const speed = page.getByRole('combobox', { name: phone ? 'Speed' : 'Скорость' });
      await speed.selectOption('2');
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
      // Past a quarter of the lesson: the 10 % and 25 % milestones are behind.
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime / v.duration), { timeout: 30_000 })
        .toBeGreaterThan(0.27);
      expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2);
      // spec 02 §9: progress milestones go to analytics once each.
      const milestones = await page.evaluate(() =>
        (window as unknown as { __analytics: { event: string; params: { percent: number } }[] }).__analytics
          .filter((e) => e.event === 'video_progress')
          .map((e) => e.params.percent),
      );
      expect(milestones.slice(0, 2)).toEqual([10, 25]);
      expect(new Set(milestones).size).toBe(milestones.length);

      // Pausing sends what was watched; the answer names the day status.
      const saved = page.waitForResponse((r) => r.url().includes(`${API}save-lesson-stat`));
      await video.evaluate((v: HTMLVideoElement) => v.pause());
      const answer = await (await saved).json();
      expect(answer.dayStatusId).toEqual(expect.any(Number));
      const body = (await saved).request().postDataJSON();
      expect(body).toMatchObject({
        user_course_stream_id: expect.any(Number),
        stage_day_id: expect.any(Number),
      });
      expect(body.viewed_seconds).toBeGreaterThanOrEqual(2);

      expect(hlsLoads.some((url) => url.endsWith('.js'))).toBe(true);

      // Resume: the position is kept for the lesson and the player starts there next time (once
      // played: the source, and with it the position, comes with the learner's play).
      const position = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      await page.reload();
      await page.locator('video').evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
      await expect
        .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime))
        .toBeGreaterThan(position - 1.5);

      // Watch a little more, then go to the next day: the leftover viewing goes out, the day needs
      // nothing else (ARCHITECTURE §7: at most 2 calls for a day-to-day move in a loaded course).
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        v.currentTime = 0;
        return v.play();
      });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(2.5);
      const calls = recordApiCalls(page);
      await page.getByRole('link', { name: t.next }).click();
      await expect(page).toHaveURL(/\/calendar\/5$/);
      await expect(page.locator('video')).toBeVisible();
      await page.waitForTimeout(1500);
      console.log(
        `[${test.info().project.name}] API calls for day 4 -> day 5: ${calls.length} (${calls.join(', ')})`,
      );
      expect(calls.length).toBeLessThanOrEqual(2);

      // Day 5 has not started: the first play starts it (and reloads the statuses); watching it to
      // the end finishes it (and reloads them again).
      calls.length = 0;
      const started = page.waitForResponse((r) => /user-day-status\/\d+\/start/.test(r.url()));
      await watchFast(page.locator('video'));
      expect((await started).status()).toBe(200);
      const finished = page.waitForResponse((r) => /user-day-status\/\d+\/finish/.test(r.url()), {
        timeout: 60_000,
      });
      expect((await finished).status()).toBe(200);
      await expect(page.getByText(phone ? 'Day completed' : 'День пройден')).toBeVisible();
      await expect
        .poll(() => calls.filter((c) => c.startsWith('GET user-course-streams/')).length)
        .toBeGreaterThanOrEqual(2);
      expect(calls).toEqual(expect.arrayContaining([expect.stringMatching(/^POST save-lesson-stat/)]));
      await screenshot(page, 'learning/day-finished');

      // The calendar shows day 5 done.
      await page.getByRole('link', { name: phone ? 'Calendar' : 'Календарь' }).click();
      await expect(day(page, 5)).toHaveAttribute('data-state', 'finished');
    },
  );
});

test.describe('lesson videos', () => {
  test(
    'a lesson with an explanation offers it beside the exercise, by keyboard',
    phoneOnly,
    async ({ page }) => {
      const phone = isPhone();
      const t = phone
        ? {
            lang: 'en' as const,
            group: 'Which video to watch',
            exercise: 'Exercise',
            explanation: 'Explanation',
          }
        : {
            lang: 'ru' as const,
            group: 'Какое видео смотреть',
            exercise: 'Упражнение',
            explanation: 'Объяснение',
          };
      await signIn(page, 'mindful', t.lang);
      await openCalendar(page, DEMO.mindful.course);
      // Day 4 opens with "Вдох и выдох (теория)", which has an explanation video (the seed).
      await day(page, 4).getByRole('link').click();
      const video = page.locator('video');
      await expect(video).toBeVisible();
      const group = page.getByRole('group', { name: t.group });
      const exercise = group.getByRole('button', { name: t.exercise });
      const explanation = group.getByRole('button', { name: t.explanation });
      await expect(exercise).toHaveAttribute('aria-pressed', 'true');
      const exercisePoster = await video.getAttribute('poster');
      await explanation.focus();
      await page.keyboard.press('Enter');
      await expect(explanation).toHaveAttribute('aria-pressed', 'true');
      await expect(video).not.toHaveAttribute('poster', exercisePoster ?? '');
      await screenshot(page, `learning/day-explanation-${t.lang}`);
      await expectAccessible(page);
      await exercise.click();
      await expect(page.locator('video')).toHaveAttribute('poster', exercisePoster ?? '');
    },
  );
});

test.describe('materials', () => {
  test('lists the course documents and the documents of a day (en)', desktopOnly, async ({ page }) => {
    await signIn(page, 'mindful', 'en');
    await openCalendar(page, DEMO.mindful.course);
    await page.getByRole('link', { name: 'Course materials' }).click();
    await expect(page).toHaveURL(/\/materials$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Course materials' })).toBeVisible();
    const guide = page.getByRole('link', { name: /Путеводитель по курсу \(PDF\)/ });
    await expect(guide).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /Day 1\. Знакомство с дыханием/ }),
    ).toBeVisible();
    const href = await guide.getAttribute('href');
    const pdf = await page.request.get(new URL(href ?? '', page.url()).toString());
    expect(pdf.status()).toBe(200);
    await screenshot(page, 'learning/materials');
    await expectAccessible(page);
  });
});

test.describe('freeze', () => {
  test(
    'freezes a course for a period after checking the dates, then lifts it after confirming',
    phoneOnly,
    async ({ page }) => {
      const phone = isPhone();
      const t = phone
        ? {
            school: 'facefit' as const,
            lang: 'en' as const,
            course: DEMO.facefit.course,
            open: 'Freeze the course',
            start: 'Freeze from',
            end: 'Freeze until',
            submit: 'Freeze',
            endBeforeStart: 'The end date must be after the start date',
            past: 'The start date cannot be in the past',
            planned: /A freeze is planned from \d\d\.\d\d\.\d{4} to \d\d\.\d\d\.\d{4}/,
            cancel: 'Cancel the freeze',
            dialog: 'Lift the freeze?',
            confirm: 'Lift the freeze',
            lifted: 'The freeze is lifted',
          }
        : {
            school: 'mindful' as const,
            lang: 'ru' as const,
            course: DEMO.mindful.course,
            open: 'Заморозить курс',
            start: 'Начало заморозки',
            end: 'Окончание заморозки',
            submit: 'Заморозить',
            endBeforeStart: 'Дата окончания должна быть позже даты начала',
            past: 'Дата начала не может быть в прошлом',
            planned: /Заморозка запланирована с \d\d\.\d\d\.\d{4} по \d\d\.\d\d\.\d{4}/,
            cancel: 'Отменить заморозку',
            dialog: 'Снять заморозку?',
            confirm: 'Снять заморозку',
            lifted: 'Заморозка снята',
          };
      const date = (days: number) => {
        const d = new Date(Date.now() + days * 86_400_000);
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      };
      await signIn(page, t.school, t.lang);
      if (!phone) {
        // A course that has not started yet is not offered a freeze (issue 8, decision 043).
        await openCalendar(page, 'Дыхание для сна');
        await expect(page.getByText(/Курс начнётся через/).first()).toBeVisible();
        await expect(page.getByRole('button', { name: t.open })).toHaveCount(0);
        await page.goto(`${SCHOOL_URLS.localhost}course`);
      }
      await openCalendar(page, t.course);
      await page.getByRole('button', { name: t.open }).click();
      const start = page.getByLabel(t.start);
      const end = page.getByLabel(t.end);
      // Checked before anything is sent: the end after the start, the start not in the past.
      await start.fill(date(3));
      await end.fill(date(2));
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(end).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(t.endBeforeStart)).toBeVisible();
      await start.fill(date(-2));
      await end.fill(date(4));
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByText(t.past)).toBeVisible();
      await screenshot(page, 'learning/freeze-form');
      await expectAccessible(page);
      // A period after the end of access: the server refuses it, and its message is shown.
      await start.fill(date(400));
      await end.fill(date(405));
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();

      // A freeze from tomorrow: planned, then cancelled after the confirmation.
      await start.fill(date(1));
      await end.fill(date(4));
      const created = page.waitForResponse((r) => r.url().includes('/freeze/create'));
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      expect((await created).status()).toBe(200);
      await expect(page.getByText(t.planned)).toBeVisible();
      await screenshot(page, 'learning/freeze-planned');
      await page.getByRole('button', { name: t.cancel }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      const cancelled = page.waitForResponse((r) => r.url().includes('/freeze/cancel'));
      await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
      expect((await cancelled).status()).toBe(200);
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(t.lifted)).toBeVisible();
      await expect(page.getByRole('button', { name: t.open })).toBeVisible();
    },
  );
});
