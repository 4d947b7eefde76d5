import type { ConsoleManifest } from '@cp/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n/locale-files';
import { problemLabel, problemPlace, problemSentence, type Translate } from './problem-place';

const manifest: ConsoleManifest = {
  slug: 'soft-morning',
  title: 'Soft morning',
  lessons: [
    { key: 'breath', title: 'Breathing' },
    { key: 'stretch', title: '' },
  ],
  training_options: [{ key: 'level', title: 'Level', values: [{ key: 'easy', title: 'Easy' }] }],
  homeworks: [{ key: 'diary', title: 'Diary', kind: 'text' }],
  documents: [{ key: 'guide', title: 'Guide', url: 'https://example.com/guide.pdf' }],
  stages: [
    {
      key: 'stage-1',
      title: 'Waking up',
      homeworks: [{ homework: 'diary' }],
      days: [
        { day_number: 1, title: 'Breath' },
        {
          day_number: 5,
          title: '',
          lesson_sets: [{ lessons: ['breath', 'gone'] }],
          documents: [{ key: 'sheet', title: 'Sheet' }],
        },
      ],
    },
  ],
};

/** The staff app's own texts of the `courses` namespace in each language. */
const translators: Record<'en' | 'ru' | 'es', Translate> = {} as never;
beforeAll(async () => {
  for (const lang of ['en', 'ru', 'es'] as const) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: lang,
      ns: ['courses'],
      defaultNS: 'courses',
      resources: { [lang]: await loadLanguage(lang) },
      interpolation: { escapeValue: false },
    });
    translators[lang] = (key, options) => String(instance.t(key, options as never));
  }
});

describe('where a draft problem lies', () => {
  it('reads the items and the field out of the manifest path', () => {
    expect(problemPlace('stages.0.days.1.title', manifest)).toEqual({
      steps: [
        { item: 'stage', n: 1 },
        // The day by its own number, as the tree shows it.
        { item: 'day', n: 5 },
      ],
      field: 'title',
    });
    expect(problemPlace('title')).toEqual({ steps: [], field: 'title' });
    expect(problemPlace('')).toEqual({ steps: [], field: null });
    expect(problemPlace('stages.0.days.1.lesson_sets.0.user_repeat_range.1', manifest)).toEqual({
      steps: [
        { item: 'stage', n: 1 },
        { item: 'day', n: 5 },
        { item: 'lessonSet', n: 1 },
      ],
      field: 'user_repeat_range',
    });
    expect(problemPlace('video_consultations.schedule.mon.1')).toEqual({
      steps: [{ item: 'videoConsultations' }, { item: 'weekday', name: 'mon' }, { item: 'time', n: 2 }],
      field: null,
    });
  });

  it('names every kind of place the server answers in English words, never by its path', () => {
    const t = translators.en;
    const cases: [string, string][] = [
      ['stages.0.days.1.title', 'Stage 1, day 5: title'],
      ['stages.0.title', 'Stage 1: title'],
      ['stages.0.days', 'Stage 1: days'],
      ['stages.1.days.0.day_number', 'Stage 2, day 1: day number'],
      ['stages.0.homeworks.0.homework', 'Stage 1, placed task “Diary”: task'],
      ['stages.0.days.1.lesson_sets.0.lessons.1', 'Stage 1, day 5, lesson set 1, lesson “gone”'],
      ['stages.0.days.1.lesson_sets.0.lessons.0', 'Stage 1, day 5, lesson set 1, lesson “Breathing”'],
      [
        'stages.0.days.1.lesson_sets.0.user_repeat_range',
        'Stage 1, day 5, lesson set 1: learner’s repeat range',
      ],
      ['stages.0.days.1.documents.0.url', 'Stage 1, day 5, document “Sheet”: address'],
      ['lessons.0.survey_form_url', 'Lesson “Breathing”: survey address'],
      ['lessons.1.title', 'Lesson 2: title'],
      ['lessons.0.option_values.0', 'Lesson “Breathing”, training option value 1'],
      ['documents.0', 'Document “Guide”'],
      ['homeworks.0.exercises.2.title', 'Homework task “Diary”, exercise 3: title'],
      ['training_options.0.values.0.title', 'Training option “Level”, value 1: title'],
      ['videos.intro.mp4', 'Video “intro”: MP4 file'],
      ['demo.documents', 'Demo access: documents'],
      ['video_consultations.count_per_stream', 'Video consultations: consultations per stream'],
      ['video_consultations.schedule.tue.0', 'Video consultations, Tuesday, start time 1'],
      ['discount_codes.0.value', 'Discount code 1: discount'],
      ['main_image_url', 'Cover image'],
      ['slug', 'Slug'],
      ['some_new_field', 'Some new field'],
      ['', ''],
    ];
    for (const [field, label] of cases) {
      expect(problemLabel(field, t, manifest), field).toBe(label);
      expect(problemLabel(field, t, manifest), field).not.toMatch(/\.\d|^[a-z_]+\.[a-z_]/);
    }
  });

  it('is a sentence in Russian and Spanish too', () => {
    const problem = { field: 'stages.0.days.1.title', message: 'Не может быть пустым.' };
    expect(problemSentence(problem, translators.ru, manifest)).toBe(
      'Этап 1, день 5: название: Не может быть пустым.',
    );
    expect(problemSentence({ ...problem, message: 'No puede estar vacío.' }, translators.es, manifest)).toBe(
      'Etapa 1, día 5: título: No puede estar vacío.',
    );
    expect(
      problemLabel('lessons.0.option_values.0', translators.ru, {
        ...manifest,
        lessons: [{ key: 'b', title: 'Дыхание', option_values: ['level:easy'] }],
      }),
    ).toBe('Урок «Дыхание», значение варианта обучения «Level: Easy»');
    expect(problemLabel('video_consultations.schedule.mon.0', translators.es)).toBe(
      'Videoconsultas, lunes, hora de inicio 1',
    );
    // A problem of the whole draft is its message alone.
    expect(problemSentence({ field: '', message: 'Stripe…' }, translators.en)).toBe('Stripe…');
  });
});
