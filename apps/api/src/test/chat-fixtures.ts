import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type brands, courses, userCourseStreams, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { openSession } from '../modules/auth/sessions.service.js';
import { openChatOfStream } from '../modules/chat/chat-streams.service.js';
import { assignExpert } from '../modules/courses/course-experts.repository.js';
import { addStream } from '../modules/learning/learning-fixtures.js';
import { addSchool } from './fixtures.js';
import type { TestApp } from './test-app.js';

let hashed: Promise<string> | undefined;
/** One password hash for every fixture expert: hashing is slow on purpose. */
const expertPasswordHash = () => {
  hashed ??= hashPassword('secret-pass');
  return hashed;
};

/**
 * A school with one course and its expert chats (issue 9): learners anna and bob each with a
 * stream and a chat, the course's expert eva, an expert of nothing (otto). `messageDelay` is
 * the brand's (0 unless given, so a test can post twice; the delay test sets its own).
 */
export async function addChatSchool(
  t: { db: Db },
  host: string,
  opts: { brand?: Partial<typeof brands.$inferInsert>; course?: { consultationLimit?: number } } = {},
) {
  const school = await addSchool(t.db, host, { messageDelay: 0, ...opts.brand });
  const projectId = school.project.id;
  // A course row is all a chat needs; the content's media are not read here.
  const [course] = await t.db
    .insert(courses)
    .values({ projectId, title: `Course of ${host}`, consultationLimit: opts.course?.consultationLimit ?? 0 })
    .returning();
  const courseId = course!.id;
  const person = async (name: string, extra: Partial<typeof users.$inferInsert> = {}) =>
    (
      await t.db
        .insert(users)
        .values({ projectId, email: `${name.toLowerCase()}@${host}`, name, ...extra })
        .returning()
    )[0]!;
  const anna = await person('Anna', { lastName: 'Ivanova' });
  const bob = await person('Bob', { lastName: 'Brown' });
  // Eva can sign in with a password like any learner (the staff test does); the others get sessions directly.
  const eva = await person('Eva', { role: 'expert', passwordHash: await expertPasswordHash() });
  const otto = await person('Otto', { role: 'expert' });
  await assignExpert(t.db, projectId, courseId, eva.id);
  const annaStream = await addStream(t.db, { projectId, userId: anna.id, courseId });
  const bobStream = await addStream(t.db, { projectId, userId: bob.id, courseId });
  const annaChat = (await openChatOfStream(t.db, projectId, annaStream.id))!;
  const bobChat = (await openChatOfStream(t.db, projectId, bobStream.id))!;
  // The session a sign-in opens (modules/auth), without paying for a password check per user.
  const login = (user: typeof anna) =>
    openSession(t.db, user, {
      projectId,
      appType: 'web',
      appId: null,
      ip: '127.0.0.1',
      lang: 'en',
      singleDeviceOnly: false,
    });
  return {
    host,
    projectId,
    courseId,
    users: { anna, bob, eva, otto },
    streams: { anna: annaStream, bob: bobStream },
    chats: { anna: annaChat.id, bob: bobChat.id },
    tokens: {
      anna: await login(anna),
      bob: await login(bob),
      eva: await login(eva),
      otto: await login(otto),
    },
  };
}
export type ChatSchool = Awaited<ReturnType<typeof addChatSchool>>;

/** Changes a stream behind the API's back (staff would), and makes this process forget its cached state. */
export async function setStream(
  t: TestApp,
  stream: { id: number; userId: number },
  values: Partial<typeof userCourseStreams.$inferInsert>,
) {
  await t.db.update(userCourseStreams).set(values).where(eq(userCourseStreams.id, stream.id));
  t.app.learning.streamChanged(stream);
}
