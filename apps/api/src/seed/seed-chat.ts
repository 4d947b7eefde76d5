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
import { openChatOfStream } from '../modules/chat/index.js';
import { assignExpert } from '../modules/courses/index.js';
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
/** The demo expert's name in the school's language. */
const EXPERT_NAMES: Record<HistoryLanguage, { name: string; lastName: string }> = {
  ru: { name: 'Елена', lastName: 'Смирнова' },
  en: { name: 'Helen', lastName: 'Carter' },
  es: { name: 'Elena', lastName: 'Martín' },
};

export async function seedChat(
  db: Db,
  projectId: number,
  { lang = 'ru', now = Date.now() }: { lang?: HistoryLanguage; now?: number } = {},
): Promise<SeededExpert> {
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
      // A name the school's learners would meet (issue 27: "Elena Expert" gave the demo away).
      ...EXPERT_NAMES[lang],
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
  if (channel) await seedHistory(db, channel, expert!.id, HISTORY[lang], now);
  return account;
}

type HistoryLanguage = 'ru' | 'en' | 'es';

/** The demo conversation in the school's default language: [written by the expert, text, how long ago]. */
const HISTORY: Record<HistoryLanguage, [boolean, string, number][]> = {
  ru: [
    [false, 'Здравствуйте! С какого упражнения лучше начинать утро?', 3 * DAY],
    [true, 'Добрый день! Начните с дыхания из первого урока: три минуты, без спешки.', 3 * DAY - 40 * MINUTE],
    [false, 'Спасибо! А если болит шея после занятия?', 2 * DAY],
    [
      true,
      'Уменьшите амплитуду наклонов вдвое и держите плечи опущенными. Если боль не проходит — сделайте паузу на день.',
      2 * DAY - 25 * MINUTE,
    ],
    [true, 'Как прошла неделя? Напишите, какие упражнения даются труднее всего.', 2 * 60 * MINUTE],
  ],
  en: [
    [false, 'Hello! Which exercise is best to start the morning with?', 3 * DAY],
    [
      true,
      'Good afternoon! Start with the breathing from the first lesson: three minutes, no hurry.',
      3 * DAY - 40 * MINUTE,
    ],
    [false, 'Thank you! And what if my neck hurts after a session?', 2 * DAY],
    [
      true,
      'Halve the range of the tilts and keep your shoulders down. If the pain does not go away, take a day off.',
      2 * DAY - 25 * MINUTE,
    ],
    [true, 'How did your week go? Tell me which exercises feel hardest.', 2 * 60 * MINUTE],
  ],
  es: [
    [false, '¡Hola! ¿Con qué ejercicio es mejor empezar la mañana?', 3 * DAY],
    [
      true,
      '¡Buenas tardes! Empiece con la respiración de la primera lección: tres minutos, sin prisa.',
      3 * DAY - 40 * MINUTE,
    ],
    [false, '¡Gracias! ¿Y si me duele el cuello después de la sesión?', 2 * DAY],
    [
      true,
      'Reduzca a la mitad la amplitud de las inclinaciones y mantenga los hombros bajos. Si el dolor no pasa, descanse un día.',
      2 * DAY - 25 * MINUTE,
    ],
    [true, '¿Qué tal la semana? Cuénteme qué ejercicios le cuestan más.', 2 * 60 * MINUTE],
  ],
};

/** Four viewed messages, a closed consultation around the second question, one unread answer. */
async function seedHistory(
  db: Db,
  channel: typeof chatChannels.$inferSelect,
  expertId: number,
  lines: [boolean, string, number][],
  now: number,
) {
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
