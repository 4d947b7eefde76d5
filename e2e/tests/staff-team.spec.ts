import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { uniqueEmail } from '../support/accounts';
import { E2E_DATA_DIR, E2E_PORT } from '../support/env';
import { desktopOnly } from '../support/projects';

// The team screens of the expert desk (issue 9 "Staff accounts and roles", decision 053): the
// demo school's administrator invites an expert to one course, the link of the mail the server
// wrote is accepted in a fresh browser, and the new expert's desk shows that course's chats.

const ORIGIN = `http://localhost:${E2E_PORT}`;
const STAFF = `${ORIGIN}/staff/`;
const API = `${ORIGIN}/spa/api/v1`;
const DEMO = { admin: 'admin@demo.school', expert: 'expert@demo.school', password: 'demo1234' };

/** A mobile-type session, so it never ends the browser's web session of the same account. */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${API}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'mobile' },
    data: { email, password: DEMO.password },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.data.token as string;
}

const get = async (request: APIRequestContext, url: string, token: string) => {
  const response = await request.get(`${API}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), url).toBe(200);
  return response.json();
};

/** A course of the demo school with chats, and the learner of one of them (through the demo expert's desk). */
async function courseWithChats(request: APIRequestContext) {
  const chats = await get(request, '/staff/chats?per-page=50&lang=en', await apiToken(request, DEMO.expert));
  const chat = chats[0] as { course_id: number; learner: { name: string | null; email: string | null } };
  const courses = (await get(request, '/staff/courses?lang=en', await apiToken(request, DEMO.admin))) as {
    id: number;
    title: string;
  }[];
  const course = courses.find((c) => c.id === chat.course_id)!;
  return { course, learner: chat.learner.name ?? chat.learner.email ?? '' };
}

/** The text of a mail file (plain part, quoted-printable or base64 undone). */
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
    return Buffer.from(
      joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The invitation link of the mail to `email` in the server's outbox (no SMTP_URL in e2e). */
async function invitationLink(email: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let link = '';
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(outbox).catch(() => [] as string[])).filter((f) =>
          f.endsWith('.eml'),
        )) {
          const raw = await readFile(path.join(outbox, file), 'utf8');
          if (!raw.toLowerCase().includes(`to: ${email}`)) continue;
          link = /https?:\/\/\S+\/staff\/invite\/[\w-]+/.exec(mailText(raw))?.[0] ?? '';
          if (link) return true;
        }
        return false;
      },
      { message: `an invitation mail to ${email} in ${outbox}`, timeout: 15_000 },
    )
    .toBe(true);
  return link;
}

async function useEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cp.language', 'en'));
}

test(
  'an administrator invites an expert to a course; the expert accepts the mailed link and sees its chats',
  desktopOnly,
  async ({ page, browser, request }) => {
    // Two browsers, three accessibility scans and a mail to wait for.
    test.setTimeout(90_000);
    const { course, learner } = await courseWithChats(request);
    const email = uniqueEmail('invited-expert');

    await useEnglish(page);
    await page.goto(`${STAFF}sign-in`);
    await page.getByLabel('Email').fill(DEMO.admin);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/staff\/desk/);

    await page.goto(`${STAFF}team`);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByTestId('team-member').filter({ hasText: DEMO.admin })).toContainText(
      'Administrator',
    );

    // The invitation form: e-mail, role (expert by default), one course.
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite to the team' });
    await dialog.getByLabel('Email').fill(email);
    await expect(dialog.getByRole('radio', { name: 'Expert' })).toBeChecked();
    await expectAccessible(page);
    // By keyboard: Space ticks the course, Enter in the e-mail field sends the form.
    await dialog.getByRole('checkbox', { name: course.title }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: course.title })).toBeChecked();
    await dialog.getByLabel('Email').press('Enter');
    // No SMTP_URL in the browser suite: the console says the mail was not sent and shows the
    // link to copy (decision 111); the same link is in the server's outbox.
    await expect(page.getByRole('alert')).toContainText(
      'Mail is not configured on this server: the invitation was not e-mailed.',
    );
    const shown = await page.getByLabel('Invitation link').inputValue();
    const pending = page.getByTestId('team-invite').filter({ hasText: email });
    await expect(pending).toContainText(course.title);
    await page.screenshot({ path: test.info().outputPath('team.png'), fullPage: true });
    await expectAccessible(page);

    // The invited person: another browser, nobody signed in.
    const link = await invitationLink(email);
    expect(link).toBe(shown);
    expect(new URL(link).origin).toBe(ORIGIN);
    const invited = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const invitedPage = await invited.newPage();
    await useEnglish(invitedPage);
    await invitedPage.goto(link);
    await expect(invitedPage.getByRole('heading', { level: 1, name: /Join the team of/ })).toBeVisible();
    await expect(invitedPage.getByText('You are invited as: Expert')).toBeVisible();
    await expectAccessible(invitedPage);
    await invitedPage.screenshot({ path: test.info().outputPath('invite-accept.png'), fullPage: true });
    await invitedPage.getByLabel('Name', { exact: true }).fill('Ivo');
    await invitedPage.getByLabel('Last name').fill('Invited');
    // Too short first: the form says so and stays.
    await invitedPage.getByLabel('Password', { exact: true }).fill('short');
    await invitedPage.getByRole('button', { name: 'Join the team' }).click();
    await expect(invitedPage.getByText('The password needs at least 8 characters')).toBeVisible();
    await invitedPage.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await invitedPage.getByLabel('Repeat the password').fill('correct-horse-42');
    await invitedPage.getByRole('button', { name: 'Join the team' }).click();

    // Signed in to the desk: the chats of the assigned course.
    await expect(invitedPage).toHaveURL(/\/staff\/desk/);
    await expect(invitedPage.getByText(learner).first()).toBeVisible();
    await invitedPage.screenshot({ path: test.info().outputPath('invited-desk.png'), fullPage: true });

    // The link is used now.
    await invitedPage.goto(link);
    await expect(
      invitedPage.getByText('This invitation has already been accepted.', { exact: false }),
    ).toBeVisible();
    await invited.close();

    // The administrator sees the new member with the course, no longer pending.
    await page.reload();
    await expect(page.getByTestId('team-member').filter({ hasText: email })).toContainText(course.title);
    await expect(page.getByTestId('team-invite').filter({ hasText: email })).toHaveCount(0);
  },
);
