import type { CourseManifestInput } from '../modules/courses/index.js';
import { faceHomeworks, mindfulHomeworks } from './demo-homework.js';

/**
 * The demo courses, written as import manifests (the same format staff use,
 * decision 013) over the committed media of seed/media (scripts/make-demo-media.sh,
 * decision 046): each school's own lesson videos, covers and texts in its language.
 */

/** A lesson's video in seed/media: the mp4, its HLS, a preview and ru/en subtitles beside it. */
export const clip = (name: string) => ({
  mp4: `${name}/video.mp4`,
  hls: `${name}/hls/index.m3u8`,
  preview: `${name}/preview.jpg`,
  subtitles: [
    { language_code: 'ru-RU', name: 'Русский', file: `${name}/ru.vtt` },
    { language_code: 'en-US', name: 'English', file: `${name}/en.vtt` },
  ],
});
/** Mindful School's lessons (about a minute each, Russian on screen). */
const videos = {
  'clip-1': clip('clip-1'),
  'clip-2': clip('clip-2'),
  'clip-3': clip('clip-3'),
  'clip-4': clip('clip-4'),
};
/** FaceFit's lessons (English on screen). */
const faceVideos = { 'face-1': clip('face-1'), 'face-2': clip('face-2'), 'face-3': clip('face-3') };
/** Courses with a cover of their own in media/covers (scripts/make-demo-media.sh). */
const COVERED = [
  'soft-morning',
  'sleep-breath',
  'mindful-walk',
  'calm-evening',
  'yoga-nidra',
  'gratitude',
  'face-yoga',
];
/** The course's cover, else (a test's course) the poster of its demo video. */
const cover = (slug: string, video = 'clip-1') =>
  COVERED.includes(slug) ? `covers/${slug}.jpg` : `${video}/preview.jpg`;

/**
 * Seconds of watching that finish a training day (spec 02 §4 finish_total_time): a whole
 * lesson's worth, so a day is done after real practice, not after a few seconds.
 */
export const DAY_FINISH_SECONDS = 60;

const trainingOptions = [
  {
    key: 'level',
    title: 'Уровень',
    values: [
      { key: 'gentle', title: 'Мягкий' },
      { key: 'active', title: 'Активный' },
    ],
  },
];

const ruLessons = [
  {
    key: 'breath',
    title: 'Вдох и выдох (теория)',
    video: 'clip-1',
    description_video: 'clip-2',
    scores: 2,
    option_values: ['level:gentle'],
  },
  {
    key: 'shoulders',
    title: 'Расслабление плеч (выполнение)',
    video: 'clip-2',
    scores: 2,
    option_values: ['level:active'],
  },
  {
    key: 'belly',
    title: 'Дыхание животом (разбор)',
    video: 'clip-3',
    scores: 2,
  },
  {
    key: 'counting',
    title: 'Спокойный счёт',
    video: 'clip-4',
    description: 'Считайте вдохи до десяти и обратно.',
    scores: 2,
  },
];

type Day = NonNullable<CourseManifestInput['stages']>[number]['days'][number];

/** A day's theme: its title and the line the calendar shows under it. */
type Theme = readonly [title: string, description: string];

/** "Мягкое утро": the practice days of its three weeks (rest days are not listed). */
const SOFT_MORNING_THEMES: readonly Theme[] = [
  ['Знакомство с дыханием', 'Замечаем вдох и выдох, ничего не меняя.'],
  ['Длинный выдох', 'Выдох чуть длиннее вдоха, чтобы успокоиться.'],
  ['Дыхание животом', 'Ладонь на животе: дышим глубже и мягче.'],
  ['Счёт дыхания', 'Считаем вдохи до десяти и обратно.'],
  ['Пауза после выдоха', 'Короткая тишина между дыханиями.'],
  ['Утро без спешки', 'Собираем первую неделю в одну практику.'],
  ['Плечи и шея', 'Отпускаем напряжение, которое копится за день.'],
  ['Осанка сидя', 'Находим устойчивое и лёгкое положение.'],
  ['Сканирование тела', 'Внимание от макушки до стоп.'],
  ['Спина и дыхание', 'Чувствуем, как дыхание двигает спину.'],
  ['Мягкие потягивания', 'Будим тело медленными движениями.'],
  ['Тело целиком', 'Дыхание и тело как одно целое.'],
  ['Звуки вокруг', 'Слушаем, не называя и не оценивая.'],
  ['Мысли как облака', 'Замечаем мысли и возвращаемся к дыханию.'],
  ['Внимание к шагам', 'Несколько осознанных шагов по комнате.'],
  ['Одна задача за раз', 'Переносим внимание в обычные дела.'],
  ['Доброта к себе', 'Тёплые слова себе в начале дня.'],
  ['Своя утренняя практика', 'Собираем из трёх недель свою практику.'],
];

/** Each ten-day course's eight practice days (days 5 and 10 are for rest). */
const TEN_DAY_THEMES: Readonly<Record<string, readonly Theme[]>> = {
  'sleep-breath': [
    ['Вечернее дыхание', 'Замедляем дыхание перед сном.'],
    ['Выдох на счёт шесть', 'Длинный выдох успокаивает тело.'],
    ['Тёплые ладони', 'Ладони на животе, дыхание в них.'],
    ['Тело тяжелеет', 'Отпускаем мышцы одну за другой.'],
    ['Квадратное дыхание', 'Вдох, пауза, выдох, пауза — поровну.'],
    ['Без экрана', 'Полчаса до сна без телефона.'],
    ['Если не спится', 'Что делать, когда сон не идёт.'],
    ['Свой вечерний ритуал', 'Собираем практику для каждого вечера.'],
  ],
  'mindful-walk': [
    ['Первые шаги', 'Идём медленнее, чем обычно.'],
    ['Стопы и земля', 'Чувствуем каждое касание.'],
    ['Шаг и дыхание', 'Согласуем шаги с дыханием.'],
    ['Звуки улицы', 'Прогулка, где главное — слушать.'],
    ['Цвета вокруг', 'Замечаем то, мимо чего проходим.'],
    ['Прогулка без цели', 'Идём, куда ведёт внимание.'],
    ['Быстрый шаг', 'Осознанность и в спешке.'],
    ['Ваша прогулка', 'Своя практика на каждый день.'],
  ],
  'calm-evening': [
    ['Конец рабочего дня', 'Отмечаем, что день закончен.'],
    ['Разгрузка плеч', 'Отпускаем напряжение дня.'],
    ['Три хороших события', 'Вспоминаем, что было хорошего.'],
    ['Тихий час', 'Час без новостей и переписки.'],
    ['Мягкая растяжка', 'Спокойные движения перед сном.'],
    ['Дыхание и свеча', 'Внимание на огне и дыхании.'],
    ['Планы на завтра', 'Записываем и отпускаем.'],
    ['Свой вечер', 'Собираем свой спокойный вечер.'],
  ],
  'yoga-nidra': [
    ['Что такое йога-нидра', 'Знакомимся с практикой глубокого отдыха.'],
    ['Намерение', 'Короткая фраза, с которой начинаем.'],
    ['Круг по телу', 'Внимание переходит от точки к точке.'],
    ['Дыхание от одного до тридцати', 'Обратный счёт дыхания.'],
    ['Тепло и прохлада', 'Ощущения противоположностей.'],
    ['Образы', 'Спокойные картины перед внутренним взором.'],
    ['Полная практика', 'Двадцать минут глубокого отдыха.'],
    ['Нидра в вашем дне', 'Когда и как практиковать дальше.'],
  ],
  gratitude: [
    ['С чего начинается благодарность', 'Одна вещь, за которую спасибо.'],
    ['Дневник благодарности', 'Три записи перед сном.'],
    ['Благодарность телу', 'За то, что оно делает каждый день.'],
    ['Люди рядом', 'Кому вы благодарны и почему.'],
    ['Письмо благодарности', 'Пишем, даже если не отправим.'],
    ['Трудный день', 'Что хорошего было и в нём.'],
    ['Благодарность себе', 'За сделанное за эти дни.'],
    ['Практика на каждый день', 'Как сохранить привычку.'],
  ],
};

/** A training day: a repeated set (the learner picks 1-3 repeats) and a single one. */
function trainingDay(n: number, [title, description]: Theme, extra: Partial<Day> = {}): Day {
  const a = ruLessons[n % ruLessons.length]!.key;
  const b = ruLessons[(n + 1) % ruLessons.length]!.key;
  const c = ruLessons[(n + 2) % ruLessons.length]!.key;
  return {
    day_number: n,
    title,
    short_description: description,
    finish_total_time: DAY_FINISH_SECONDS,
    scores: 10,
    lesson_sets: [
      { repeat_count: 2, user_repeat_range: [1, 3], lessons: [a, b] },
      { repeat_count: 1, user_repeat_range: [1, 1], lessons: [c] },
    ],
    ...extra,
  };
}

const restDay = (n: number): Day => ({
  day_number: n,
  title: 'День отдыха',
  short_description: 'Прогулка 20 минут, без занятий.',
  day_of_rest: true,
  required_to_complete: false,
});

/**
 * "Мягкое утро": 21 days in three weeks, rest on days 7, 14 and 21. Homework of every kind on days
 * and stages; week 2 asks for two of them (the posture photo of day 9 and the week's summary),
 * so week 3 opens once they are handed in (spec 02 §4).
 */
export function softMorningCourse(): CourseManifestInput {
  const dayHomeworks: Record<number, Day['homeworks']> = {
    1: [{ homework: 'practice-diary', demo: true }],
    3: [{ homework: 'practice-place' }],
    9: [{ homework: 'posture-photo', required: true }],
    11: [{ homework: 'belly-breath-video' }],
    16: [{ homework: 'practice-diary' }],
  };
  const week = (from: number, demoDays: number[] = [], timeDelayDay?: number): Day[] =>
    Array.from({ length: 7 }, (_, i) => {
      const n = from + i;
      if (i === 6) return restDay(n);
      // Six practice days a week: day n is the theme of its week's place.
      const theme = SOFT_MORNING_THEMES[Math.floor((n - 1) / 7) * 6 + ((n - 1) % 7)]!;
      return trainingDay(n, theme, {
        demo: demoDays.includes(n),
        ...(n === timeDelayDay && { time_delay: 12 * 3600 }),
        ...(n === 1 && {
          documents: [{ key: 'day-1-notes', title: 'Памятка первого дня', file: 'docs/notes-ru.txt' }],
        }),
        ...(dayHomeworks[n] && { homeworks: dayHomeworks[n] }),
      });
    });
  return {
    slug: 'soft-morning',
    title: 'Мягкое утро: 21 день медитации',
    short_title: 'Мягкое утро',
    category: 'Медитация',
    complexity: 'Начальный',
    consultation_limit: 3,
    short_description: 'Двадцать один день\u00a0коротких утренних практик дыхания и внимания.',
    main_image: cover('soft-morning'),
    background_image: 'covers/soft-morning-background.jpg',
    demo_video: 'clip-1',
    videos,
    training_options: trainingOptions,
    lessons: ruLessons,
    homeworks: mindfulHomeworks(ruLessons),
    stages: [
      {
        key: 'week-1',
        title: 'Неделя 1. Дыхание',
        homeworks: [{ homework: 'favourite-exercises' }],
        days: week(1, [1, 2]),
      },
      {
        key: 'week-2',
        title: 'Неделя 2. Тело',
        homeworks: [{ homework: 'body-week-summary', required: true }, { homework: 'week-plan' }],
        days: week(8, [], 10),
      },
      { key: 'week-3', title: 'Неделя 3. Внимание', homeworks: [{ homework: 'week-plan' }], days: week(15) },
    ],
    documents: [
      { key: 'guide', title: 'Путеводитель по курсу (PDF)', file: 'docs/guide-ru.pdf' },
      { key: 'notes', title: 'Памятка', file: 'docs/notes-ru.txt' },
    ],
  };
}

/**
 * A ten-day course in two stages with rest on days 5 and 10; days 1-2 open in a demo.
 * `lessonSeconds` declares every clip that long and a day finished by it (the learning tests'
 * short course: their records and finishes stay a few seconds, whatever the demo clips last).
 * Homework of every kind, optional unless `requiredHomework` (then stage 1's summary and day 3's
 * photo hold stage 2, spec 02 §4); in a demo only day 1's diary is open (decision 048):
 * - day 1: `practice-diary` (text, demo), day 2: `practice-place` (photo), day 3: `posture-photo`
 *   (photo), day 6: `belly-breath-video` (video), day 8: `week-plan` (file);
 * - stage 1: `stage-summary` (text) and `favourite-exercises` (exercise), stage 2: `week-plan`.
 */
export function tenDayCourse(
  slug: string,
  title: string,
  shortTitle: string,
  clipNumber: 1 | 2 | 3 | 4,
  opts: { lessonSeconds?: number; requiredHomework?: boolean } = {},
): CourseManifestInput {
  const required = opts.requiredHomework ?? false;
  const dayHomeworks: Record<number, Day['homeworks']> = {
    1: [{ homework: 'practice-diary', demo: true }],
    2: [{ homework: 'practice-place' }],
    3: [{ homework: 'posture-photo', required }],
    6: [{ homework: 'belly-breath-video' }],
    8: [{ homework: 'week-plan' }],
  };
  const demoVideo = `clip-${clipNumber}` as const;
  const seconds = opts.lessonSeconds;
  // A test's course has no themes of its own: its days are named by number.
  const themes = TEN_DAY_THEMES[slug];
  const theme = (n: number): Theme =>
    themes?.[n <= 4 ? n - 1 : n - 2] ?? [`${shortTitle}: день ${n}`, `${shortTitle}: практика дня ${n}.`];
  const days = (from: number): Day[] =>
    Array.from({ length: 5 }, (_, i) =>
      i === 4
        ? restDay(from + i)
        : trainingDay(from + i, theme(from + i), {
            demo: from + i <= 2,
            ...(seconds && { finish_total_time: seconds }),
            ...(dayHomeworks[from + i] && { homeworks: dayHomeworks[from + i] }),
          }),
    );
  return {
    slug,
    title,
    short_title: shortTitle,
    category: 'Медитация',
    short_description: `${shortTitle} — десять дней практики.`,
    main_image: cover(slug, demoVideo),
    demo_video: demoVideo,
    videos: seconds
      ? Object.fromEntries(Object.entries(videos).map(([key, v]) => [key, { ...v, duration: seconds }]))
      : videos,
    training_options: trainingOptions,
    lessons: ruLessons,
    homeworks: [
      ...mindfulHomeworks(ruLessons).filter((h) => h.key !== 'body-week-summary'),
      {
        key: 'stage-summary',
        title: 'Итоги этапа',
        description: 'Напишите, что вам дал первый этап и чего вы ждёте от второго.',
        kind: 'text',
        scores: 10,
      },
    ],
    stages: [
      {
        key: 'stage-1',
        title: 'Этап 1',
        homeworks: [{ homework: 'stage-summary', required }, { homework: 'favourite-exercises' }],
        days: days(1),
      },
      { key: 'stage-2', title: 'Этап 2', homeworks: [{ homework: 'week-plan' }], days: days(6) },
    ],
    documents: [{ key: 'guide', title: 'Путеводитель (PDF)', file: 'docs/guide-ru.pdf' }],
  };
}

/**
 * The second school's course: 30 days in English, one lesson set a day, rest every seventh day.
 * Basics ends with a required video of the routine (day 15): Routine opens once it is handed in.
 */
export function faceYogaCourse(): CourseManifestInput {
  const lessons = [
    { key: 'warm-up', title: 'Warm-up', video: 'face-1', scores: 1 },
    { key: 'cheeks', title: 'Cheeks and jaw', video: 'face-2', scores: 1 },
    { key: 'eyes', title: 'Around the eyes', video: 'face-3', scores: 1 },
  ];
  const dayHomeworks: Record<number, Day['homeworks']> = {
    1: [{ homework: 'before-photo', demo: true }],
    4: [{ homework: 'how-it-feels' }],
    15: [{ homework: 'routine-video', required: true }],
    30: [{ homework: 'progress-report' }],
  };
  const day = (n: number): Day =>
    n % 7 === 0
      ? { day_number: n, title: 'Rest day', day_of_rest: true, required_to_complete: false }
      : {
          day_number: n,
          title: `Face yoga, day ${n}`,
          finish_total_time: DAY_FINISH_SECONDS,
          scores: 5,
          demo: n <= 2,
          lesson_sets: [
            { repeat_count: 1, user_repeat_range: [1, 2], lessons: ['warm-up', n % 2 ? 'cheeks' : 'eyes'] },
          ],
          ...(dayHomeworks[n] && { homeworks: dayHomeworks[n] }),
        };
  return {
    slug: 'face-yoga',
    title: 'Face yoga: 30 days',
    short_title: 'Face yoga',
    short_description: 'Ten minutes a day for a relaxed face.',
    main_image: cover('face-yoga'),
    videos: faceVideos,
    lessons,
    homeworks: faceHomeworks,
    stages: [
      { key: 'basics', title: 'Basics', days: Array.from({ length: 15 }, (_, i) => day(i + 1)) },
      {
        key: 'routine',
        title: 'Routine',
        homeworks: [{ homework: 'favourite-exercises' }],
        days: Array.from({ length: 15 }, (_, i) => day(i + 16)),
      },
    ],
    documents: [{ key: 'guide', title: 'Course guide (PDF)', file: 'docs/guide.pdf' }],
  };
}
