import type { Course } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiProcesses,
  createApiProcesses,
  PROCESS_HOST,
  postgresAvailable,
} from '../../test/api-processes.js';
import { callApi } from '../../test/chat-processes.js';
import { addSchool, addUser } from '../../test/fixtures.js';
import { openSession } from '../auth/sessions.service.js';
import { addCourse, addStream } from '../learning/learning-fixtures.js';

/**
 * Decision 098 across processes (decision 084): a learner blocked on process B loses the media
 * links process A had already checked and cached the key of, as soon as A hears `user_changed`;
 * another learner's links keep opening on both. Uses DATABASE_URL when set, else starts a server.
 */
let rig: ApiProcesses | null = null;
const api: string[] = [];
const tokens: Record<'lena' | 'mark' | 'ada', string> = { lena: '', mark: '', ada: '' };
let lenaId = 0;
let courseId = 0;

beforeAll(async () => {
  if (!postgresAvailable) return;
  rig = await createApiProcesses('media-keys-two-processes');
  const { db } = rig.database;
  const projectId = (await addSchool(db, PROCESS_HOST)).project.id;
  const content = await addCourse(db, projectId);
  courseId = content.course.id;
  const login = async (email: string, role: 'learner' | 'admin') => {
    const user = await addUser(db, projectId, email, 'secret-pass', { role });
    if (role === 'learner') await addStream(db, { projectId, userId: user.id, courseId });
    const token = await openSession(db, user, {
      projectId,
      appType: 'web',
      appId: null,
      ip: '127.0.0.1',
      lang: 'en',
      singleDeviceOnly: false,
    });
    return { user, token };
  };
  const lena = await login('lena@keys.test', 'learner');
  lenaId = lena.user.id;
  tokens.lena = lena.token;
  tokens.mark = (await login('mark@keys.test', 'learner')).token;
  tokens.ada = (await login('ada@keys.test', 'admin')).token;
  api.push(...(await rig.start(2)));
}, 120_000);
afterAll(async () => {
  await rig?.stop();
});

/** The day 1 playlist and MP4 links of the course answer, as the learner's app holds them. */
async function heldLinks(base: string, token: string) {
  const res = await callApi(base, 'GET', `/courses/${courseId}?expand=stages.days.lesson_sets`, token);
  expect(res.status).toBe(200);
  const course = (await res.json()) as Course;
  const day1 = course.stages!.flatMap((s) => s.days!).find((d) => d.day_number === 1)!;
  const video = day1.lesson_sets![0]!.lessons[0]!.video_file!.video!.video_urls;
  return [video.hls_playlist!, video.mp4_playlist!];
}
const statuses = (base: string, links: string[]) =>
  Promise.all(links.map(async (link) => (await fetch(`${base}${link}`, { method: 'HEAD' })).status));

describe.skipIf(!postgresAvailable)('media keys across two API processes', () => {
  it('a block on process B closes the links on process A too; another learner’s still open', async () => {
    const [a, b] = api as [string, string];
    const lenas = await heldLinks(a, tokens.lena);
    const marks = await heldLinks(b, tokens.mark);
    // Both processes have read (and cached) both learners' keys.
    for (const base of [a, b])
      expect(await statuses(base, [...lenas, ...marks])).toEqual([200, 200, 200, 200]);

    expect((await callApi(b, 'POST', `/staff/learners/${lenaId}/block`, tokens.ada)).status).toBe(200);
    expect(await statuses(b, lenas)).toEqual([403, 403]);
    await expect.poll(() => statuses(a, lenas), { timeout: 5000 }).toEqual([403, 403]);
    for (const base of [a, b]) expect(await statuses(base, marks)).toEqual([200, 200]);
  });
});
