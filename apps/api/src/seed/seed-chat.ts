import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  chatChannels,
  chatMessages,
  consultations,
  courses,
  userCourseStreams,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { assignExpert } from '../modules/chat/chat.repository.js';
import { openChatOfStream } from '../modules/chat/chat.service.js';
import { DEMO_PASSWORD } from './schools.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface SeededExpert {
  email: string;
  password: string;
}

/**
 * The expert side of a demo school (issue 9): an expert account assigned to every course of the
 * school, a chat for every learner stream, and on the first open stream a short history with
 * one closed consultation and one answer the learner has not read, so both sides can be tried.
 * The expert's e-mail is `expert@` the demo learners' domain. Runs once: a school that already
 * has the expert is left as it is. Answers the account to print at start.
 */
export async function seedChat(db: Db, projectId: number, now = Date.now()): Promise<SeededExpert> {
  const streams = await db
    .select()
    .from(userCourseStreams)
    .where(eq(userCourseStreams.projectId, projectId))
    .orderBy(asc(userCourseStreams.id));
  const [learner] = streams.length
    ? await db.select().from(users).where(eq(users.id, streams[0]!.userId))
    : [];
  const domain = learner?.email?.split('@')[1] ?? `school-${projectId}.demo`;
  const account = { email: `expert@${domain}`, password: DEMO_PASSWORD };
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.email, account.email)));
  if (existing) return account;

  const [expert] = await db
    .insert(users)
    .values({
      projectId,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: 'expert',
      name: 'Elena',
      lastName: 'Expert',
    })
    .returning();
  for (const course of await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.projectId, projectId))) {
    await assignExpert(db, projectId, course.id, expert!.id);
  }
  const channels = [];
  for (const stream of streams) channels.push(await openChatOfStream(db, projectId, stream.id));
  const firstOpen = streams.findIndex((s) => s.status === 'open');
  const channel = channels[firstOpen === -1 ? 0 : firstOpen];
  if (channel) await seedHistory(db, channel, expert!.id, now);
  return account;
}

/** Four viewed messages, a closed consultation around the second question, one unread answer. */
async function seedHistory(db: Db, channel: typeof chatChannels.$inferSelect, expertId: number, now: number) {
  const lines: [boolean, string, number][] = [
    [false, 'Здравствуйте! С какого упражнения лучше начинать утро?', 3 * DAY],
    [true, 'Добрый день! Начните с дыхания из первого урока: три минуты, без спешки.', 3 * DAY - 40 * MINUTE],
    [false, 'Спасибо! А если болит шея после занятия?', 2 * DAY],
    [
      true,
      'Уменьшите амплитуду наклонов вдвое и держите плечи опущенными. Если боль не проходит — сделайте паузу на день.',
      2 * DAY - 25 * MINUTE,
    ],
    [true, 'Как прошла неделя? Напишите, какие упражнения даются труднее всего.', 2 * 60 * MINUTE],
  ];
  const ids: number[] = [];
  for (const [isExpert, text, ago] of lines) {
    const at = new Date(now - ago);
    const unread = ago < DAY;
    const [row] = await db
      .insert(chatMessages)
      .values({
        projectId: channel.projectId,
        chatChannelId: channel.id,
        userId: isExpert ? expertId : channel.userId,
        isExpert,
        message: text,
        isViewed: !unread,
        viewedAt: unread ? null : new Date(at.getTime() + 10 * MINUTE),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    ids.push(row!.id);
  }
  await db.insert(consultations).values({
    projectId: channel.projectId,
    chatChannelId: channel.id,
    userCourseStreamId: channel.userCourseStreamId,
    userId: channel.userId,
    courseId: channel.courseId,
    status: 'close',
    startMessageId: ids[2]!,
    endMessageId: ids[3]!,
    amount: 2,
    openedBy: expertId,
    closedBy: expertId,
    createdAt: new Date(now - 2 * DAY + MINUTE),
    closedAt: new Date(now - 2 * DAY + 30 * MINUTE),
  });
  await db
    .update(chatChannels)
    .set({
      learnerUnread: 1,
      expertUnread: 0,
      lastMessageAt: new Date(now - 2 * 60 * MINUTE),
      learnerLastMessageAt: new Date(now - 2 * DAY),
    })
    .where(eq(chatChannels.id, channel.id));
}
