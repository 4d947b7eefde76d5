import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import {
  DEMO,
  expectAccessible,
  NEW_PASSWORD,
  SCHOOL_URLS,
  screenshot,
  signUpByApi,
  signUpByAppIdApi,
  useLanguage,
} from '../support';
import { phoneOnly } from '../support/projects';

// Issue 4, the profile and settings screens (spec 01 §2, §3, §5, §7, §8) through the built app
// and the real API. The desktop project plays the first school (Mindful, no user manual) in
// Russian, the phone project the second (FaceFit, with a user manual) in English. Each project
// signs up one fresh learner (sign-ups are rate-limited per school) and its tests run in
// order on that learner: the forced profile step first (a new learner has no name), the
// password change last.

const API = '/spa/api/v1';

/** A valid 1x1 PNG: the avatar the server takes, checks by its bytes and resizes. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXTS = {
  ru: {
    forcedTitle: 'Заполните профиль',
    saveAndContinue: 'Сохранить и продолжить',
    save: 'Сохранить',
    required: 'Заполните это поле',
    firstName: 'Имя',
    lastName: 'Фамилия',
    city: 'Город',
    gender: 'Пол',
    phone: 'Телефон',
    birthday: 'Дата рождения',
    instagram: 'Аккаунт в Instagram',
    timezone: 'Часовой пояс',
    language: 'Язык уведомлений',
    instagramError: /Только английские буквы/,
    birthdayError: 'Укажите настоящую дату в формате ДД.ММ.ГГГГ',
    phoneError: 'Введите номер телефона, например +79123456789',
    exampleError: 'Укажите имя своего аккаунта, а не пример',
    saved: 'Профиль сохранён.',
    edit: 'Редактировать профиль',
    settings: 'Настройки',
    statistics: 'Статистика',
    points: 'Баллы',
    completedCourses: 'Пройдено курсов',
    photoFile: 'Файл фотографии',
    photoSaved: 'Фото обновлено.',
    wrongType: 'Загрузите изображение JPEG, PNG или WebP.',
    tooBig: 'Файл слишком большой: не больше 5 МБ.',
    menu: 'Меню настроек',
    menuLinks: [
      'Поддержка',
      'Редактировать профиль',
      'Смена пароля',
      'Уведомления',
      'Напоминания',
      'Баллы',
      'Выйти',
    ],
    manual: 'Руководство пользователя',
    manualHeading: 'Руководство FaceFit',
    notificationsTitle: 'Уведомления',
    notificationsSwitch: 'Получать уведомления',
    notificationsOff: 'Уведомления выключены.',
    notificationsOn: 'Уведомления включены.',
    passwordTitle: 'Смена пароля',
    currentPassword: 'Текущий пароль',
    newPassword: 'Новый пароль',
    repeatPassword: 'Повторите новый пароль',
    savePassword: 'Сохранить пароль',
    mismatch: 'Значения не совпадают.',
    passwordSaved: 'Пароль изменён. На других устройствах выполнен выход из аккаунта.',
    courses: 'Мои курсы',
  },
  en: {
    forcedTitle: 'Complete your profile',
    saveAndContinue: 'Save and continue',
    save: 'Save',
    required: 'Fill in this field',
    firstName: 'First name',
    lastName: 'Last name',
    city: 'City',
    gender: 'Gender',
    phone: 'Phone',
    birthday: 'Date of birth',
    instagram: 'Instagram account',
    timezone: 'Time zone',
    language: 'Notification language',
    instagramError: /Only English letters/,
    birthdayError: 'Enter a real date as DD.MM.YYYY',
    phoneError: 'Enter a phone number such as +441234567890',
    exampleError: 'Enter your own account name, not the example',
    saved: 'Profile saved.',
    edit: 'Edit profile',
    settings: 'Settings',
    statistics: 'Statistics',
    points: 'Points',
    completedCourses: 'Courses completed',
    photoFile: 'Photo file',
    photoSaved: 'Photo updated.',
    wrongType: 'Upload a JPEG, PNG or WebP image.',
    tooBig: 'The file is too large: at most 5 MB.',
    menu: 'Settings menu',
    menuLinks: [
      'Support',
      'Edit profile',
      'Change password',
      'Notifications',
      'Reminders',
      'Points',
      'Sign out',
    ],
    manual: 'User manual',
    manualHeading: 'FaceFit user manual',
    notificationsTitle: 'Notifications',
    notificationsSwitch: 'Receive notifications',
    notificationsOff: 'Notifications are off.',
    notificationsOn: 'Notifications are on.',
    passwordTitle: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    savePassword: 'Save the password',
    mismatch: 'The field does not match.',
    passwordSaved: 'Password changed. You have been signed out on your other devices.',
    courses: 'My courses',
  },
} as const;

type Language = keyof typeof TEXTS;

/** What each project plays: school, language and the values it saves. */
function setup() {
  const phone = test.info().project.name === 'phone';
  return phone
    ? {
        school: SCHOOL_URLS.loopbackIp,
        language: 'en' as Language,
        demo: DEMO.facefit,
        hasManual: true,
        names: ['Maria', 'Tester'] as const,
        saveLanguage: { value: 'es', wire: 'es-ES' },
      }
    : {
        school: SCHOOL_URLS.localhost,
        language: 'ru' as Language,
        demo: DEMO.mindful,
        hasManual: false,
        names: ['Мария', 'Тестова'] as const,
        saveLanguage: { value: 'en', wire: 'en-US' },
      };
}

const origin = (school: string) => school.replace(/\/class\/$/, '');

/** The seeded learner each school asked to complete the profile (one per project). */
const incompleteEmail = (language: Language) =>
  language === 'ru' ? 'incomplete@demo.school' : 'incomplete@facefit.school';

/** `GET /user` with the statistics, as the server stored the learner. */
async function storedUser(request: APIRequestContext, school: string, token: string) {
  const response = await request.get(
    `${origin(school)}${API}/user?lang=en&expand=scores_amount,viewed_hours,completed_courses,completed_tasks,viewed_lessons`,
    { headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'web' } },
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The page uses the learner's session: the token where the app keeps it, and the language. */
async function openAs(page: Page, token: string, language: Language) {
  await useLanguage(page, language);
  await page.addInitScript((value) => window.localStorage.setItem('cp.token', value), token);
}

/** The value of one statistic of the profile, found by its label (a dt/dd pair). */
function statistic(page: Page, label: string) {
  return page
    .getByRole('region')
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}

/** The POST calls to `path` the page makes from now on. */
function recordPosts(page: Page, path: string): string[] {
  const posts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `${API}${path}`) {
      posts.push(request.url());
    }
  });
  return posts;
}

test.describe('profile and settings', () => {
  test.describe.configure({ mode: 'serial' });

  let token = '';
  let email = '';
  let password = NEW_PASSWORD;

  test.beforeAll(async ({ request }, testInfo) => {
    const { school } = setup();
    const project = testInfo.project.name;
    email = `profile-${project}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
    // Mindful has registration by e-mail; FaceFit only the anonymous sign-in by app id.
    token =
      project === 'phone'
        ? await signUpByAppIdApi(request, school, email)
        : await signUpByApi(request, school, email);
    // The learner's names, as the forced step (tested with the seeded learner) would save them.
    const { names } = setup();
    const saved = await request.post(`${origin(school)}${API}/user?lang=en`, {
      headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'web' },
      multipart: { name: names[0], last_name: names[1] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  });

  test(
    'forced /updateProfile: the names are asked first, then the learner goes on',
    phoneOnly,
    async ({ page, request }) => {
      const { school, language, names } = setup();
      const t = TEXTS[language];
      // The school asked this seeded learner to complete the profile (apps/api/src/seed). A
      // mobile-type session, so no other test's web session of anyone is touched.
      const incomplete = await request.post(`${origin(school)}${API}/auth/login?lang=en`, {
        headers: { 'X-App-Type': 'mobile' },
        data: { email: incompleteEmail(language), password: DEMO.mindful.password },
      });
      const incompleteToken = (await incomplete.json()).data.token as string;
      await openAs(page, incompleteToken, language);
      await page.goto(`${school}user/settings`);
      // spec 01 §4 step 3: every other screen sends the learner here.
      await expect(page).toHaveURL(/\/updateProfile$/);
      await expect(page.getByRole('heading', { level: 1, name: t.forcedTitle })).toBeVisible();
      await screenshot(page, 'profile/update-profile-forced');
      await expectAccessible(page);

      const posts = recordPosts(page, '/user');
      await page.getByRole('button', { name: t.saveAndContinue }).click();
      await expect(page.getByLabel(t.firstName, { exact: true })).toHaveAccessibleDescription(t.required);
      await expect(page.getByLabel(t.lastName, { exact: true })).toHaveAccessibleDescription(t.required);
      await expect(page.getByLabel(t.firstName, { exact: true })).toBeFocused();
      expect(posts).toEqual([]);
      await expectAccessible(page);

      // Still forced: the guard keeps the learner on this step.
      await page.goto(`${school}user`);
      await expect(page).toHaveURL(/\/updateProfile$/);

      await page.getByLabel(t.firstName, { exact: true }).fill(names[0]);
      await page.getByLabel(t.lastName, { exact: true }).fill(` ${names[1]} `);
      await page.getByRole('button', { name: t.saveAndContinue }).click();
      await expect(page).toHaveURL(/\/course$/);
      await expect(page.getByRole('heading', { level: 1, name: t.courses })).toBeVisible();
      const stored = await storedUser(request, school, incompleteToken);
      expect(stored).toMatchObject({ name: names[0], last_name: names[1], is_require_update_profile: false });
      // Only the fields present: nothing else was sent.
      expect(stored).toMatchObject({ city: null, phone: null, birthday: null, instagram_id: null });
    },
  );

  test(
    'the profile shows the avatar, the fields and the statistics',
    phoneOnly,
    async ({ page, request }) => {
      const { school, language, names } = setup();
      const t = TEXTS[language];
      const stored = await storedUser(request, school, token);
      await openAs(page, token, language);
      await page.goto(`${school}user`);
      const fullName = `${names[0]} ${names[1]}`;
      await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
      await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
      const stats = page.getByRole('region', { name: t.statistics });
      await expect(stats.getByRole('definition')).toHaveCount(5);
      await expect(statistic(page, t.points)).toHaveText(String(stored.scores_amount));
      await expect(statistic(page, t.completedCourses)).toHaveText(String(stored.completed_courses));
      await expect(page.getByRole('link', { name: t.edit })).toHaveAttribute('href', /\/user\/edit$/);
      await expect(page.getByRole('link', { name: t.settings, exact: true })).toHaveAttribute(
        'href',
        /\/user\/settings$/,
      );
      await screenshot(page, 'profile/profile');
      await expectAccessible(page);
    },
  );

  test(
    'the demo learner sees their points and courses counted by the server',
    phoneOnly,
    async ({ page, request }) => {
      const { school, language, demo } = setup();
      const t = TEXTS[language];
      // A session of the mobile type: signing in as the demo learner on the web would end
      // another test's web session of them; this one only reads.
      const login = await request.post(`${origin(school)}${API}/auth/login?lang=en`, {
        headers: { 'X-App-Type': 'mobile' },
        data: { email: demo.email, password: demo.password },
      });
      const demoToken = (await login.json()).data.token as string;
      const stored = await storedUser(request, school, demoToken);
      await openAs(page, demoToken, language);
      await page.goto(`${school}user`);
      const stats = page.getByRole('region', { name: t.statistics });
      await expect(statistic(page, t.points)).toHaveText(String(stored.scores_amount));
      await expect(statistic(page, t.completedCourses)).toHaveText(String(stored.completed_courses));
      // The first school seeds points for its demo learner (apps/api/src/seed).
      if (school === SCHOOL_URLS.localhost) expect(Number(stored.scores_amount)).toBeGreaterThan(0);
      await expect(stats.getByRole('definition')).toHaveCount(5);
    },
  );

  test(
    'edit: wrong Instagram name, birthday or phone change nothing; good values are stored converted',
    phoneOnly,
    async ({ page, request }) => {
      const { school, language, names, saveLanguage } = setup();
      const t = TEXTS[language];
      const before = await storedUser(request, school, token);
      await openAs(page, token, language);
      await page.goto(`${school}user/edit`);
      await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue(names[0]);

      const posts = recordPosts(page, '/user');
      const instagram = page.getByLabel(t.instagram, { exact: true });
      const birthday = page.getByLabel(t.birthday, { exact: true });
      const phone = page.getByLabel(t.phone, { exact: true });
      await instagram.fill('.anna..smirnova');
      await birthday.fill('31.02.2001');
      await phone.fill('12-34');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(instagram).toHaveAccessibleDescription(t.instagramError);
      await expect(birthday).toHaveAccessibleDescription(new RegExp(t.birthdayError.replace(/[.]/g, '\\.')));
      await expect(phone).toHaveAccessibleDescription(new RegExp(t.phoneError.replace(/[+]/g, '\\+')));
      await expect(phone).toBeFocused();
      await screenshot(page, 'profile/edit-errors');
      await expectAccessible(page);
      // The example account name is refused too (spec 01 §5).
      await instagram.fill('username');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(instagram).toHaveAccessibleDescription(new RegExp(t.exampleError));
      expect(posts).toEqual([]);
      expect(await storedUser(request, school, token)).toEqual(before);

      await page.getByLabel(t.firstName, { exact: true }).fill('Анна-Мария');
      await page.getByLabel(t.city, { exact: true }).fill('  Казань ');
      await page.getByLabel(t.gender, { exact: true }).selectOption('F');
      await phone.fill('+7 (912) 345-67-89');
      await birthday.fill('07.03.1991');
      await instagram.fill('anna.smirnova_1');
      // The searchable time-zone picker (issue 8): type, then Enter takes the first match.
      const zone = page.getByRole('combobox', { name: t.timezone, exact: true });
      await zone.fill('Tokyo');
      await zone.press('Enter');
      await expect(zone).toHaveValue(/Tokyo/);
      await page.getByLabel(t.language, { exact: true }).selectOption(saveLanguage.value);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page).toHaveURL(/\/user$/);
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: `Анна-Мария ${names[1]}` })).toBeVisible();
      expect(posts).toHaveLength(1);
      // spec 01 §3 server names and conversions, as the server stored them.
      expect(await storedUser(request, school, token)).toMatchObject({
        name: 'Анна-Мария',
        last_name: names[1],
        city: 'Казань',
        gender: 'F',
        phone: '+79123456789',
        birthday: '07.03.1991',
        instagram_id: 'anna.smirnova_1',
        timezone: 'Asia/Tokyo',
        language_code: saveLanguage.wire,
        disable_notification: 0,
      });
      // The cached current user changed with the save: the header shows the new name.
      await expect(page.getByRole('banner')).toContainText('Анна-Мария');

      // A field emptied is sent empty and cleared on the server.
      await page.goto(`${school}user/edit`);
      await page.getByLabel(t.city, { exact: true }).fill('');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page).toHaveURL(/\/user$/);
      expect(await storedUser(request, school, token)).toMatchObject({ city: null, phone: '+79123456789' });
    },
  );

  test(
    'avatar: wrong files are refused with a reason; an image becomes the avatar',
    phoneOnly,
    async ({ page, request }) => {
      const { school, language } = setup();
      const t = TEXTS[language];
      await openAs(page, token, language);
      await page.goto(`${school}user/edit`);
      const file = page.getByLabel(t.photoFile, { exact: true });
      const uploads = recordPosts(page, '/user/avatar/upload');

      // Refused before sending: not an image type, too big.
      await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(page.getByRole('alert')).toHaveText(t.wrongType);
      await file.setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]),
      });
      await expect(page.getByRole('alert')).toHaveText(t.tooBig);
      expect(uploads).toEqual([]);

      // Refused by the server, which reads the type from the bytes, not from the name.
      const refused = page.waitForResponse((r) => r.url().includes('/user/avatar/upload'));
      await file.setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a png at all'),
      });
      expect((await refused).status()).toBe(422);
      await expect(page.getByRole('alert')).toHaveText(t.wrongType);
      expect((await storedUser(request, school, token)).avatar_file_id).toBeNull();
      await expectAccessible(page);

      await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expect(page.getByRole('status').filter({ hasText: t.photoSaved })).toBeVisible();
      const stored = await storedUser(request, school, token);
      expect(stored.avatar_file_id).toEqual(expect.any(Number));
      const avatar = page.locator('img[src*="/files/"]').first();
      await expect(avatar).toBeVisible();
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(256);
      await screenshot(page, 'profile/avatar');

      await page.goto(`${school}user`);
      await expect(page.locator('img[src*="/files/"]').first()).toBeVisible();
    },
  );

  test(
    'settings menu, its variant, and the user manual where the school has one',
    phoneOnly,
    async ({ page }) => {
      const { school, language, hasManual } = setup();
      const t = TEXTS[language];
      await openAs(page, token, language);
      for (const path of ['user/settings', 'user/setting']) {
        await page.goto(`${school}${path}`);
        const menu = page.getByRole('navigation', { name: t.menu });
        await expect(menu.getByRole('link')).toHaveText(t.menuLinks);
        // No social auth clients on the test server: no "link social networks".
        await expect(menu.locator('a[href$="/linksocialnetworks"]')).toHaveCount(0);
        await expect(menu.getByRole('button', { name: t.manual })).toHaveCount(hasManual ? 1 : 0);
      }
      await screenshot(page, 'profile/settings-menu');
      await expectAccessible(page);

      if (hasManual) {
        await page.getByRole('button', { name: t.manual }).click();
        const dialog = page.getByRole('dialog', { name: t.manual });
        // The school's own manual page, served by the server in the learner's language (decision 046).
        await expect(dialog.locator('iframe')).toHaveAttribute('src', `/v/facefit/manual-${language}.html`);
        await expect(
          dialog.frameLocator('iframe').getByRole('heading', { level: 1, name: t.manualHeading }),
        ).toBeVisible();
        await screenshot(page, 'profile/user-manual');
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      await page
        .getByRole('navigation', { name: t.menu })
        .getByRole('link', { name: t.menuLinks[1] })
        .click();
      await expect(page).toHaveURL(/\/user\/edit$/);
    },
  );

  test(
    'notifications switch: saved, kept across a reload, put back when saving fails',
    phoneOnly,
    async ({ page, request }) => {
      const { school, language } = setup();
      const t = TEXTS[language];
      await openAs(page, token, language);
      await page.goto(`${school}user/settings/notifications`);
      await expect(page.getByRole('heading', { level: 1, name: t.notificationsTitle })).toBeVisible();
      const toggle = page.getByRole('switch', { name: t.notificationsSwitch });
      await expect(toggle).toBeChecked();
      await expectAccessible(page);

      await toggle.click();
      await expect(page.getByText(t.notificationsOff)).toBeVisible();
      await expect(toggle).not.toBeChecked();
      expect((await storedUser(request, school, token)).disable_notification).toBe(1);
      await page.reload();
      await expect(page.getByRole('switch', { name: t.notificationsSwitch })).not.toBeChecked();
      await screenshot(page, 'profile/notifications-off');

      // The server cannot be reached: the switch goes back to the saved state.
      await page.route(`**${API}/user/notification**`, (route) => route.abort());
      await toggle.click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await page.unroute(`**${API}/user/notification**`);
      expect((await storedUser(request, school, token)).disable_notification).toBe(1);

      await toggle.click();
      await expect(page.getByText(t.notificationsOn)).toBeVisible();
      expect((await storedUser(request, school, token)).disable_notification).toBe(0);
      await page.reload();
      await expect(page.getByRole('switch', { name: t.notificationsSwitch })).toBeChecked();
    },
  );

  test(
    'change password: other sessions end and the old password no longer signs in',
    phoneOnly,
    async ({ page, request }) => {
      const { school, language } = setup();
      const t = TEXTS[language];
      // Another device's session (the mobile app), which the change must end.
      const other = await request.post(`${origin(school)}${API}/auth/login?lang=en`, {
        headers: { 'X-App-Type': 'mobile' },
        data: { email, password },
      });
      const otherToken = (await other.json()).data.token as string;
      expect(otherToken).toBeTruthy();

      await openAs(page, token, language);
      await page.goto(`${school}user/settings/password`);
      await expect(page.getByRole('heading', { level: 1, name: t.passwordTitle })).toBeVisible();
      await expectAccessible(page);
      const current = page.getByLabel(t.currentPassword, { exact: true });
      const next = page.getByLabel(t.newPassword, { exact: true });
      const repeat = page.getByLabel(t.repeatPassword, { exact: true });
      const submit = page.getByRole('button', { name: t.savePassword });

      // The new passwords must match (spec 01 §5): checked before sending.
      await current.fill(password);
      await next.fill('brand-new-secret-7');
      await repeat.fill('brand-new-secret-8');
      await submit.click();
      await expect(repeat).toHaveAccessibleDescription(t.mismatch);

      // A wrong current password: the server's message under the field.
      await current.fill('not-my-password');
      await repeat.fill('brand-new-secret-7');
      const refused = page.waitForResponse((r) => r.url().includes('/user/update-password'));
      await submit.click();
      expect((await refused).status()).toBe(422);
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await screenshot(page, 'profile/password-errors');

      await current.fill(password);
      await submit.click();
      await expect(page.getByRole('status').filter({ hasText: t.passwordSaved })).toBeVisible();
      await expect(current).toHaveValue('');
      await expectAccessible(page);

      const status = (value: string) =>
        request
          .get(`${origin(school)}${API}/user?lang=en`, {
            headers: { Authorization: `Bearer ${value}`, 'X-App-Type': 'web' },
          })
          .then((r) => r.status());
      expect(await status(token)).toBe(200);
      expect(await status(otherToken)).toBe(401);
      const signIn = (secret: string) =>
        request
          .post(`${origin(school)}${API}/auth/login?lang=en`, {
            headers: { 'X-App-Type': 'mobile' },
            data: { email, password: secret },
          })
          .then((r) => r.json());
      expect(await signIn(password)).toMatchObject({ success: false });
      expect(await signIn('brand-new-secret-7')).toMatchObject({ success: true });
      password = 'brand-new-secret-7';
    },
  );
});
