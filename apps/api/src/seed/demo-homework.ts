import type { CourseManifestInput } from '../modules/courses/index.js';

/**
 * The demo courses' homework catalogues (decision 048), in each school's language: one task of
 * each kind, so the expert sees what a learner writes, photographs, films, uploads or picks.
 * demo-courses.ts places them on stages and days.
 */

type Homework = NonNullable<CourseManifestInput['homeworks']>[number];

/** The exercises of an `exercise` task: the course's lessons to pick from. */
const lessonExercises = (list: { key: string; title: string }[]) =>
  list.map((l) => ({ key: l.key, title: l.title.replace(/\s*\(.*\)$/, '') }));

/** Mindful School's homework (Russian); the exercise task picks among the course's `lessons`. */
export const mindfulHomeworks = (lessons: { key: string; title: string }[]): Homework[] => [
  {
    key: 'practice-diary',
    title: 'Дневник практики',
    description:
      'Напишите несколько предложений о сегодняшней практике: что получилось легко, где было трудно, как вы себя чувствуете после неё.',
    kind: 'text',
    scores: 5,
  },
  {
    key: 'practice-place',
    title: 'Фото места для практики',
    description:
      'Сфотографируйте уголок, где вы занимаетесь: коврик, подушка, свет из окна. Эксперт подскажет, что можно сделать удобнее.',
    kind: 'photo',
    scores: 5,
  },
  {
    key: 'posture-photo',
    title: 'Фото вашей осанки',
    description:
      'Сядьте для практики и попросите кого-нибудь сфотографировать вас сбоку. По фото эксперт проверит положение спины и плеч.',
    kind: 'photo',
    scores: 10,
  },
  {
    key: 'belly-breath-video',
    title: 'Видео: дыхание животом',
    description:
      'Запишите видео на минуту: три спокойных вдоха и выдоха животом, ладонь на животе. Эксперт посмотрит технику.',
    kind: 'video',
    scores: 10,
  },
  {
    key: 'week-plan',
    title: 'План практики на неделю',
    description:
      'Составьте план занятий на следующую неделю (время, место, длительность) и загрузите его файлом: PDF, документ или таблица.',
    kind: 'file',
    scores: 5,
  },
  {
    key: 'favourite-exercises',
    title: 'Упражнения, которые вам подошли',
    description: 'Отметьте упражнения, которые вы делали на этой неделе и хотите оставить в своей практике.',
    kind: 'exercise',
    scores: 5,
    exercises: lessonExercises(lessons),
  },
  {
    key: 'body-week-summary',
    title: 'Итоги недели «Тело»',
    description:
      'Расскажите, что изменилось за неделю: как вы дышите, где в теле уходит напряжение, какие практики даются легче. Без этого задания третья неделя не откроется.',
    kind: 'text',
    scores: 15,
  },
];

/** FaceFit's homework (English), one task of each kind. */
export const faceHomeworks: Homework[] = [
  {
    key: 'before-photo',
    title: 'Your "before" photo',
    description:
      'Take a photo of your face in daylight, looking straight at the camera, without make-up. You will compare it with the last day.',
    kind: 'photo',
    scores: 5,
  },
  {
    key: 'how-it-feels',
    title: 'How does your face feel?',
    description:
      'Write a few lines: which exercises felt easy, where you felt tension, what you noticed in the mirror.',
    kind: 'text',
    scores: 5,
  },
  {
    key: 'routine-video',
    title: 'Video: your morning routine',
    description:
      'Film yourself doing the whole warm-up and the cheeks exercise (about two minutes). The expert checks your technique before the Routine stage.',
    kind: 'video',
    scores: 15,
  },
  {
    key: 'favourite-exercises',
    title: 'Exercises to keep',
    description: 'Pick the exercises you want in your own daily routine after the course.',
    kind: 'exercise',
    scores: 5,
    exercises: [
      { key: 'warm-up', title: 'Warm-up' },
      { key: 'cheeks', title: 'Cheeks and jaw' },
      { key: 'eyes', title: 'Around the eyes' },
    ],
  },
  {
    key: 'progress-report',
    title: 'Progress report',
    description:
      'Put your before and after photos side by side in one file (PDF, document or ZIP) and upload it.',
    kind: 'file',
    scores: 10,
  },
];
