import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, users } from '../db/schema/index.js';
import { addStream } from '../modules/learning/learning-fixtures.js';
import { addSchool, addUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedChat } from './seed-chat.js';

/** The demo expert side (issue 9): both sides of a chat with history can be tried at once. */
let t: TestApp;
const HOST = 'seed-chat.test';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedChat', () => {
  it('adds an expert of every course, a chat per stream with history and a closed consultation; runs once', async () => {
    const { project } = await addSchool(t.db, HOST);
    const learner = await addUser(t.db, project.id, 'learner@demo.test', 'demo1234');
    const [course] = await t.db
      .insert(courses)
      .values({ projectId: project.id, title: 'Morning' })
      .returning();
    const stream = await addStream(t.db, { projectId: project.id, userId: learner.id, courseId: course!.id });

    const account = await seedChat(t.db, project.id);
    expect(account).toEqual({ email: 'expert@demo.test', password: 'demo1234' });
    expect(await seedChat(t.db, project.id)).toEqual(account);
    expect(await t.db.select().from(users).where(eq(users.email, account.email))).toHaveLength(1);

    // The learner's side.
    const learnerToken = await signIn(t.call, HOST, 'learner@demo.test', 'demo1234', 'mobile');
    const chats = (
      await t.call({ method: 'GET', url: '/spa/api/v1/chats', host: HOST, token: learnerToken })
    ).json();
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ streamId: stream.id, unread_count: 1, consultations: { used: 1 } });
    const messages = await t.call({
      method: 'GET',
      url: `/spa/api/v1/chats/${chats[0].id}/messages`,
      host: HOST,
      token: learnerToken,
    });
    expect(messages.json()).toHaveLength(5);

    // The expert's side.
    const expertToken = await signIn(t.call, HOST, account.email, account.password);
    const desk = await t.call({
      method: 'GET',
      url: `/spa/api/v1/staff/chats/${chats[0].id}`,
      host: HOST,
      token: expertToken,
    });
    expect(desk.statusCode).toBe(200);
    expect(desk.json().consultation_list).toEqual([expect.objectContaining({ status: 'close', amount: 2 })]);
  });
});
