// The demo seed (seed-demo.ts) calls seedHomework after the courses (with their homework), the
// learners, the expert and the chats exist.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_CODES } from '@cp/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  chatChannels,
  chatMessages,
  uploads,
  userCourseStreams,
  userHomeworkStatuses,
  users,
} from '../db/schema/index.js';
import type { ObjectStore } from '../lib/object-store/object-store.js';
import { demoAssetsDir } from '../lib/package-paths.js';
import { insertMessage, openChatOfStream } from '../modules/chat/index.js';
import { findChannel } from '../modules/chat-channels/index.js';
import { buildCourseContent, type CourseContent } from '../modules/course-content/index.js';
import { readCourseRows } from '../modules/courses/index.js';
import { insertMissingStatuses, markHandedIn } from '../modules/homework/index.js';
import { attachToHandIn, makeThumbnail } from '../modules/uploads/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Language = 'ru' | 'en' | 'es';

/** The learners' photo: a frame of the demo media, copied like a finished upload. */
const PHOTO = path.join(demoAssetsDir, 'banners', 'breathe.jpg');

/** Three learners of the school besides the demo learner, who hand homework in. */
const LEARNERS: Record<Language, { key: string; name: string; lastName: string }[]> = {
  ru: [
    { key: 'olga', name: 'Ольга', lastName: 'Кузнецова' },
    { key: 'dmitry', name: 'Дмитрий', lastName: 'Орлов' },
    { key: 'irina', name: 'Ирина', lastName: 'Белова' },
  ],
  en: [
    { key: 'lucy', name: 'Lucy', lastName: 'Green' },
    { key: 'tom', name: 'Tom', lastName: 'Baker' },
    { key: 'sofia', name: 'Sofia', lastName: 'Rossi' },
  ],
  es: [
    { key: 'lucia', name: 'Lucía', lastName: 'García' },
    { key: 'pablo', name: 'Pablo', lastName: 'Ruiz' },
    { key: 'carmen', name: 'Carmen', lastName: 'Díaz' },
  ],
};

/** What the learners write, by the task's kind. */
const TEXTS: Record<Language, Record<'photo' | 'photoAgain' | 'text' | 'textLong' | 'exercise', string>> = {
  ru: {
    photo: 'Вот фото, как я сижу во время практики. Спина вроде прямая, но к концу устают плечи.',
    photoAgain: 'Сделала фото у окна, как вы советовали в чате.',
    text: 'Сегодня получилось спокойно подышать все три минуты. Труднее всего было не отвлекаться на телефон.',
    textLong:
      'За неделю стало легче засыпать. Утром занимаюсь по 15 минут, вечером — дыхание. Напряжение в шее почти ушло, но плечи ещё поднимаются, когда я спешу.',
    exercise: 'Эти два упражнения оставлю каждый день.',
  },
  en: {
    photo:
      'Here is a photo of how I sit during practice. My back seems straight, but my shoulders tire by the end.',
    photoAgain: 'I took the photo by the window, as you suggested in the chat.',
    text: 'Today I managed to breathe calmly for the whole three minutes. The hardest part was ignoring my phone.',
    textLong:
      'This week falling asleep got easier. I practise 15 minutes in the morning and breathe in the evening. The tension in my neck is almost gone, but my shoulders still rise when I hurry.',
    exercise: 'I will keep these two every day.',
  },
  es: {
    photo:
      'Aquí está la foto de cómo me siento durante la práctica. La espalda parece recta, pero los hombros se cansan al final.',
    photoAgain: 'Hice la foto junto a la ventana, como me sugirió en el chat.',
    text: 'Hoy conseguí respirar con calma los tres minutos. Lo más difícil fue no mirar el móvil.',
    textLong:
      'Esta semana me cuesta menos dormirme. Practico 15 minutos por la mañana y respiro por la noche. La tensión del cuello casi ha desaparecido, pero los hombros se me suben cuando tengo prisa.',
    exercise: 'Estos dos los mantendré cada día.',
  },
};

interface Placement {
  targetType: 'stage_day_homework' | 'course_stage_homework';
  targetId: number;
  homeworkId: number;
  kind: string;
  exerciseIds: number[];
}

/** The course's placements, days in order and then the stages' own, with their task's kind. */
function placementsOf(content: CourseContent): Placement[] {
  const dayNumber = (dayId: number) => content.dayById.get(dayId)?.dayNumber ?? 0;
  const task = (homeworkId: number) => content.homeworkById.get(homeworkId)!;
  const days = [...content.dayHomeworks]
    .sort((a, b) => dayNumber(a.dayId) - dayNumber(b.dayId) || a.sort - b.sort)
    .map((p) => ({ targetType: 'stage_day_homework' as const, targetId: p.id, homeworkId: p.homeworkId }));
  const stages = content.stageHomeworks.map((p) => ({
    targetType: 'course_stage_homework' as const,
    targetId: p.id,
    homeworkId: p.homeworkId,
  }));
  return [...days, ...stages].map((p) => ({
    ...p,
    kind: task(p.homeworkId).kind,
    exerciseIds: task(p.homeworkId)
      .exercises.slice(0, 2)
      .map((e) => e.id),
  }));
}

/** The course the demo expert sees first: the one of the school's first open stream that has homework. */
async function demoCourse(db: Db, projectId: number): Promise<CourseContent | null> {
  const streams = await db
    .select({ courseId: userCourseStreams.courseId })
    .from(userCourseStreams)
    .where(and(eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.status, 'open')))
    .orderBy(asc(userCourseStreams.id));
  for (const courseId of new Set(streams.map((s) => s.courseId))) {
    const rows = await readCourseRows(db, courseId);
    if (rows && rows.homeworks.length > 0) return buildCourseContent(rows);
  }
  return null;
}

/**
 * A photo put in the store as a finished upload of the learner, with its thumbnail: the keys are
 * the uploads module's, `uploads/<school>/<id>/file.jpg` (decisions 052, 081); the rows keep the
 * path after `uploads/`. The thumbnail is made in a temporary folder (ffmpeg writes files).
 */
async function photoUpload(db: Db, objects: ObjectStore, projectId: number, userId: number): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const folder = `${projectId}/${id}`;
  await objects.putFile(`uploads/${folder}/file.jpg`, PHOTO, { contentType: 'image/jpeg' });
  const work = await mkdtemp(path.join(os.tmpdir(), 'cp-seed-photo-'));
  let preview: string | null = null;
  try {
    if (await makeThumbnail(PHOTO, path.join(work, 'preview.webp'))) {
      await objects.putFile(`uploads/${folder}/preview.webp`, path.join(work, 'preview.webp'));
      preview = `${folder}/preview.webp`;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await db.insert(uploads).values({
    id,
    projectId,
    userId,
    status: 'ready',
    kind: 'image',
    purpose: 'homework',
    mime: 'image/jpeg',
    size: (await stat(PHOTO)).size,
    originalName: 'photo.jpg',
    storagePath: `${folder}/file.jpg`,
    previewPath: preview,
  });
  return id;
}

interface HandIn {
  learner: number;
  kind: string;
  text: keyof (typeof TEXTS)['ru'];
  hoursAgo: number;
  photo?: boolean;
  /** The n-th placement of this kind (0 the first). */
  nth?: number;
}

/**
 * Submissions waiting on the demo expert's desk (issue 10 "Content"): on the school's main
 * course, three learners besides the demo learner hand in homework of several kinds, two of
 * them past the 24-hour promise and two with a photo. Made as the hand-in makes them: the offered
 * status row, the learner's message in the stream's chat with the file attached, the status
 * UPLOADED. `objects`: the app's file store, where finished uploads live; without it the
 * hand-ins carry no photo. Runs once: a school that already has these learners is left as it is.
 */
export async function seedHomework(
  db: Db,
  projectId: number,
  {
    lang = 'ru',
    objects = null,
    now = Date.now(),
  }: { lang?: Language; objects?: ObjectStore | null; now?: number } = {},
): Promise<number> {
  const content = await demoCourse(db, projectId);
  if (!content) return 0;
  const [demoLearner] = await db
    .select()
    .from(users)
    .where(eq(users.projectId, projectId))
    .orderBy(asc(users.id))
    .limit(1);
  const domain = demoLearner?.email?.split('@')[1] ?? `school-${projectId}.demo`;
  const people = LEARNERS[lang];
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.email, `${people[0]!.key}@${domain}`)));
  if (existing) return 0;

  const learners = [];
  for (const person of people) {
    const [user] = await db
      .insert(users)
      .values({
        projectId,
        email: `${person.key}@${domain}`,
        // The demo password, as the demo learner's.
        passwordHash: demoLearner?.passwordHash ?? null,
        name: person.name,
        lastName: person.lastName,
        languageCode: LANGUAGE_CODES[lang],
      })
      .returning();
    const [stream] = await db
      .insert(userCourseStreams)
      .values({
        projectId,
        userId: user!.id,
        courseId: content.course.id,
        status: 'open',
        startDate: new Date(now - 12 * DAY),
        endDate: new Date(now + 60 * DAY),
        daysCount: content.trainingDaysCount,
        courseVersion: content.course.version,
        maxConsultationCount: 3,
      })
      .returning();
    const channel = await openChatOfStream(db, projectId, stream!.id);
    learners.push({ user: user!, stream: stream!, channelId: channel!.id });
  }

  const placements = placementsOf(content);
  const pick = (kind: string, nth = 0) => placements.filter((p) => p.kind === kind)[nth] ?? null;
  const plan: HandIn[] = [
    { learner: 0, kind: 'text', text: 'text', hoursAgo: 50 },
    { learner: 0, kind: 'photo', text: 'photo', hoursAgo: 30, photo: true },
    { learner: 1, kind: 'text', text: 'textLong', hoursAgo: 6, nth: 1 },
    { learner: 1, kind: 'exercise', text: 'exercise', hoursAgo: 4 },
    { learner: 2, kind: 'photo', text: 'photoAgain', hoursAgo: 2, photo: true },
  ];
  let made = 0;
  for (const h of plan) {
    const placement = pick(h.kind, h.nth) ?? pick(h.kind);
    if (!placement) continue;
    const { user, stream, channelId } = learners[h.learner]!;
    const at = new Date(now - h.hoursAgo * HOUR);
    // Offered first (decision 057): the NOT_UPLOADED row the learner's list call would make.
    await insertMissingStatuses(db, [
      {
        projectId,
        courseId: content.course.id,
        userId: user.id,
        userCourseStreamId: stream.id,
        targetType: placement.targetType,
        targetId: placement.targetId,
        homeworkId: placement.homeworkId,
        createdAt: new Date(at.getTime() - HOUR),
        updatedAt: new Date(at.getTime() - HOUR),
      },
    ]);
    const [status] = await db
      .select()
      .from(userHomeworkStatuses)
      .where(
        and(
          eq(userHomeworkStatuses.userCourseStreamId, stream.id),
          eq(userHomeworkStatuses.targetType, placement.targetType),
          eq(userHomeworkStatuses.targetId, placement.targetId),
        ),
      );
    if (status?.status !== 'NOT_UPLOADED') continue;
    const files = h.photo && objects ? [await photoUpload(db, objects, projectId, user.id)] : [];
    const owner = { projectId, userId: user.id };
    await db.transaction(async (tx: Tx) => {
      const channel = (await findChannel(tx, projectId, channelId, true))!;
      const message = await insertMessage(
        tx,
        channel,
        { userId: user.id, isExpert: false },
        TEXTS[lang][h.text],
        at,
        'hand-in',
      );
      await attachToHandIn(tx, owner, files, message.id);
      await markHandedIn(tx, status.id, {
        now: at,
        chatChannelId: channel.id,
        answerMessageId: message.id,
        exerciseIds: placement.kind === 'exercise' ? placement.exerciseIds : [],
      });
    });
    made += 1;
  }
  // The expert has read these messages in the chat (the homework desk is where they wait), so
  // the chat desk keeps the demo learner's conversation first, as issue 9's demo has it.
  const channelIds = learners.map((l) => l.channelId);
  await db
    .update(chatMessages)
    .set({ isViewed: true, viewedAt: sql`${chatMessages.createdAt} + interval '10 minutes'` })
    .where(and(inArray(chatMessages.chatChannelId, channelIds), eq(chatMessages.isExpert, false)));
  await db.update(chatChannels).set({ expertUnread: 0 }).where(inArray(chatChannels.id, channelIds));
  return made;
}
