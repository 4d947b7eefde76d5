import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHomeworkStatuses } from '../db/schema/index.js';
import { homeworkManifest } from '../modules/homework/homework-fixtures.js';
import { addCourse, addStream } from '../modules/learning/learning-fixtures.js';
import { addSchool, addUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedChat } from './seed-chat.js';
import { seedHomework } from './seed-homework.js';

/** The demo's homework desk (issue 10 "Content"): the demo expert has submissions to review. */
let t: TestApp;
const HOST = 'seed-homework.test';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedHomework', () => {
  it('hands in homework of other learners, oldest two overdue, one with a photo the expert can open; runs once', async () => {
    const { project } = await addSchool(t.db, HOST);
    const learner = await addUser(t.db, project.id, 'learner@demo.test', 'demo1234');
    const content = await addCourse(t.db, project.id, homeworkManifest('seed-hw'));
    await addStream(t.db, { projectId: project.id, userId: learner.id, courseId: content.course.id });
    const expert = await seedChat(t.db, project.id, { lang: 'en' });

    const made = await seedHomework(t.db, project.id, { lang: 'en', objects: t.app.objects });
    expect(made).toBe(5);
    expect(await seedHomework(t.db, project.id, { lang: 'en', objects: t.app.objects })).toBe(0);
    const rows = await t.db
      .select()
      .from(userHomeworkStatuses)
      .where(eq(userHomeworkStatuses.projectId, project.id));
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('UPLOADED'));
    expect(rows.every((r) => r.userId !== learner.id)).toBe(true);

    const token = await signIn(t.call, HOST, expert.email, expert.password);
    const queue = await t.call({ method: 'GET', url: '/spa/api/v1/staff/homework', host: HOST, token });
    expect(queue.statusCode, queue.body).toBe(200);
    const items = queue.json() as { id: number; is_overdue: boolean; homework: { kind: string } }[];
    expect(items.map((i) => i.is_overdue)).toEqual([true, true, false, false, false]);
    expect(items.map((i) => i.homework.kind)).toEqual(['text', 'photo', 'text', 'exercise', 'photo']);
    // Read in the chat: the chat desk keeps its own order (the demo learner's conversation first).
    const chats = await t.call({ method: 'GET', url: '/spa/api/v1/staff/chats', host: HOST, token });
    expect((chats.json() as { unread_count: number }[]).map((c) => c.unread_count).slice(1)).toEqual([
      0, 0, 0,
    ]);

    const photo = await t.call({
      method: 'GET',
      url: `/spa/api/v1/staff/homework/${items[1]!.id}`,
      host: HOST,
      token,
    });
    const answer = photo.json().answer;
    expect(answer.message).toMatch(/photo/);
    expect(answer.files).toHaveLength(1);
    const file = await t.call({ method: 'GET', url: answer.files[0].url, host: HOST });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/image\/jpeg/);
    const thumb = await t.call({ method: 'GET', url: answer.files[0].urls.thumbnail, host: HOST });
    expect(thumb.statusCode).toBe(200);

    const exercise = await t.call({
      method: 'GET',
      url: `/spa/api/v1/staff/homework/${items[3]!.id}`,
      host: HOST,
      token,
    });
    expect(exercise.json().answer.exercise_ids).toHaveLength(2);
  });
});
