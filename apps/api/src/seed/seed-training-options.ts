import { LANGUAGE_CODES } from '@cp/contract';
import type { Db } from '../db/client.js';
import { userCourseStreams, users } from '../db/schema/index.js';
import { buildCourseContent } from '../modules/course-content/index.js';
import type { CourseManifestInput } from '../modules/courses/index.js';
import { importCourse, readCourseRows } from '../modules/courses/index.js';
import { clip } from './demo-courses.js';
import { demoMediaStore } from './seed-learning.js';

/**
 * Training options to try (issue 15, decision 093): a course whose days offer a lesson per level
 * and per equipment, and a learner of the first school with a fresh stream of it, who has chosen
 * nothing yet — the calendar asks them to choose, the day then shows their lessons only.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The learner who tries the options (the demo password); the main demo learner's course has one option too. */
export const OPTIONS_LEARNER = { email: 'options@demo.school', name: 'Тимур' };
export const OPTIONS_COURSE_SLUG = 'home-strength';

type Day = NonNullable<CourseManifestInput['stages']>[number]['days'][number];

/** Per training day: the warm-up for all, one lesson per level, one per equipment (round robin). */
const LEVEL_PAIRS = [
  ['wall-push-ups', 'jump-lunges'],
  ['chair-squats', 'burpees'],
] as const;

/**
 * "Зарядка дома": ten days (rest on 5 and 10), each with a warm-up for everyone, a lesson per
 * level (Новичок / Продвинутый) and per equipment (Без инвентаря / Гантели). A day is finished
 * by three lessons' worth of watching: what one learner's choice shows.
 * `lessonSeconds` declares every clip that long (the tests' short course).
 */
export function homeStrengthCourse(
  opts: { slug?: string; lessonSeconds?: number } = {},
): CourseManifestInput {
  const seconds = opts.lessonSeconds;
  const videos = Object.fromEntries(
    ['clip-1', 'clip-2', 'clip-3', 'clip-4'].map((name) => [
      name,
      { ...clip(name), ...(seconds && { duration: seconds }) },
    ]),
  );
  const day = (n: number): Day => {
    if (n % 5 === 0) {
      return { day_number: n, title: 'День отдыха', day_of_rest: true, required_to_complete: false };
    }
    const [beginner, advanced] = LEVEL_PAIRS[(n - 1) % 2]!;
    return {
      day_number: n,
      title: `Зарядка, день ${n}`,
      short_description: 'Разминка, упражнение вашего уровня и упражнение с вашим инвентарём.',
      // Three lessons' worth (the demo clips last about a minute each).
      finish_total_time: 3 * (seconds ?? 60),
      scores: 10,
      lesson_sets: [
        { repeat_count: 1, user_repeat_range: [1, 1], lessons: ['warm-up'] },
        { repeat_count: 1, user_repeat_range: [1, 2], lessons: [beginner, advanced] },
        { repeat_count: 1, user_repeat_range: [1, 1], lessons: ['plank', 'dumbbell-rows'] },
      ],
    };
  };
  return {
    slug: opts.slug ?? OPTIONS_COURSE_SLUG,
    title: 'Зарядка дома: 10 дней',
    short_title: 'Зарядка дома',
    category: 'Фитнес',
    complexity: 'Любой',
    short_description: 'Десять дней зарядки под ваш уровень и ваш инвентарь.',
    main_image: 'clip-3/preview.jpg',
    demo_video: 'clip-1',
    videos,
    training_options: [
      {
        key: 'level',
        title: 'Уровень',
        values: [
          { key: 'beginner', title: 'Новичок' },
          { key: 'advanced', title: 'Продвинутый' },
        ],
      },
      {
        key: 'equipment',
        title: 'Инвентарь',
        values: [
          { key: 'none', title: 'Без инвентаря' },
          { key: 'dumbbells', title: 'Гантели' },
        ],
      },
    ],
    lessons: [
      { key: 'warm-up', title: 'Разминка', video: 'clip-1', scores: 1 },
      {
        key: 'wall-push-ups',
        title: 'Отжимания от стены',
        video: 'clip-2',
        scores: 1,
        option_values: ['level:beginner'],
      },
      {
        key: 'chair-squats',
        title: 'Приседания со стулом',
        video: 'clip-4',
        scores: 1,
        option_values: ['level:beginner'],
      },
      {
        key: 'jump-lunges',
        title: 'Выпады с прыжком',
        video: 'clip-3',
        scores: 2,
        option_values: ['level:advanced'],
      },
      { key: 'burpees', title: 'Бёрпи', video: 'clip-2', scores: 2, option_values: ['level:advanced'] },
      { key: 'plank', title: 'Планка', video: 'clip-4', scores: 1, option_values: ['equipment:none'] },
      {
        key: 'dumbbell-rows',
        title: 'Тяга гантелей в наклоне',
        video: 'clip-3',
        scores: 1,
        option_values: ['equipment:dumbbells'],
      },
    ],
    stages: [
      { key: 'week-1', title: 'Неделя 1', days: [1, 2, 3, 4, 5].map(day) },
      { key: 'week-2', title: 'Неделя 2', days: [6, 7, 8, 9, 10].map(day) },
    ],
  };
}

/** The course and its learner, whose stream began three days ago: days 1 to 4 are open. */
export async function seedTrainingOptions(tx: Db, projectId: number, passwordHash: string | null) {
  const { courseId } = await importCourse(tx, projectId, homeStrengthCourse(), demoMediaStore());
  const content = buildCourseContent((await readCourseRows(tx, courseId))!);
  const [learner] = await tx
    .insert(users)
    .values({
      projectId,
      email: OPTIONS_LEARNER.email,
      passwordHash,
      name: OPTIONS_LEARNER.name,
      languageCode: LANGUAGE_CODES.ru,
      timezone: 'Europe/Moscow',
    })
    .returning();
  const now = Date.now();
  await tx.insert(userCourseStreams).values({
    projectId,
    userId: learner!.id,
    courseId,
    status: 'open',
    startDate: new Date(now - 3 * DAY_MS - 60 * 60 * 1000),
    endDate: new Date(now + 30 * DAY_MS),
    daysCount: content.trainingDaysCount,
    courseVersion: content.course.version,
    maxConsultationCount: 0,
  });
}
