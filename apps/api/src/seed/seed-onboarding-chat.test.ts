import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, demoSchools } from './schools.js';
import { seedDemo } from './seed-demo.js';
import { ONBOARDING_CHAT_HOST } from './seed-onboarding-chat.js';

let t: TestApp;
const [mindful] = demoSchools;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
}, 120_000);
afterAll(() => t.close());

const config = async (host: string) =>
  (await t.call({ method: 'GET', url: '/spa/api/v1/config?lang=en', host })).json().components.brand;

describe('demo registration by chat (decision 088)', () => {
  it('serves the chat on its own host of the first school, and leaves localhost its sign-up form', async () => {
    const chat = await config(ONBOARDING_CHAT_HOST);
    expect(chat).toMatchObject({ userInfoChat: true, isRegistrationEnable: true });
    expect(chat.welcomeMessages.en[0]).toMatch(/Mindful School/);
    expect(chat.welcomeMessages.es).toBeUndefined();
    expect(chat.questions.map((q: { key: string }) => q.key)).toEqual([
      'firstName',
      'email',
      'password',
      'socials',
      'push',
      'birthday',
      'avatarId',
    ]);
    expect((await config(mindful!.domain.host)).userInfoChat).toBe(false);
  });

  it('is the same school: its learner signs in there', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      host: ONBOARDING_CHAT_HOST,
      payload: { email: mindful!.learner.email, password: DEMO_PASSWORD },
    });
    expect(res.json().success).toBe(true);
  });
});
