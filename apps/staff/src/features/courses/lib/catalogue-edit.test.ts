import type { ConsoleManifest } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { removeHomework, setHomeworkKind } from './homework-edit';
import { removeOption, removeOptionValue, setLessonValue } from './option-edit';
import { selectionOf } from './selection';

const base = (): ConsoleManifest => ({
  slug: 'c',
  title: 'C',
  homeworks: [
    { key: 'essay', title: 'Essay', kind: 'text' },
    { key: 'pick', title: 'Pick', kind: 'exercise', exercises: [{ key: 'e1', title: 'E1' }] },
  ],
  stages: [
    {
      key: 's',
      title: 'S',
      homeworks: [{ homework: 'essay', required: true }, { homework: 'pick' }],
      days: [{ day_number: 1, title: 'D', homeworks: [{ homework: 'essay', demo: true }] }],
    },
  ],
});

describe('homework edits', () => {
  it('removes a task from the catalogue and from every stage and day that places it', () => {
    const m = removeHomework(base(), 'essay');
    expect(m.homeworks?.map((h) => h.key)).toEqual(['pick']);
    expect(m.stages[0]!.homeworks).toEqual([{ homework: 'pick' }]);
    expect(m.stages[0]!.days[0]!.homeworks).toEqual([]);
  });

  it('keeps exercises only on the exercise kind', () => {
    const toText = setHomeworkKind(base(), 1, 'photo');
    expect(toText.homeworks?.[1]).toEqual({ key: 'pick', title: 'Pick', kind: 'photo' });
    const toExercise = setHomeworkKind(base(), 0, 'exercise');
    expect(toExercise.homeworks?.[0]).toEqual({
      key: 'essay',
      title: 'Essay',
      kind: 'exercise',
      exercises: [],
    });
  });

  it('opens the catalogue for a problem of a task, the stage or day for a placement', () => {
    expect(selectionOf('homeworks.1.exercises')).toEqual({ kind: 'homeworks' });
    expect(selectionOf('stages.0.days.0.homeworks.0.homework')).toEqual({ kind: 'day', stage: 0, day: 0 });
  });
});

describe('training option edits', () => {
  const withOptions = (): ConsoleManifest => ({
    ...base(),
    training_options: [
      {
        key: 'level',
        title: 'Level',
        values: [
          { key: 'a', title: 'A' },
          { key: 'b', title: 'B' },
        ],
      },
    ],
    lessons: [{ key: 'l', title: 'L', option_values: ['level:a', 'level:b'] }],
  });

  it('unmarks lessons when a value or its option is removed', () => {
    expect(removeOptionValue(withOptions(), 0, 0).lessons?.[0]?.option_values).toEqual(['level:b']);
    const gone = removeOption(withOptions(), 0);
    expect(gone.training_options).toEqual([]);
    expect(gone.lessons?.[0]?.option_values).toEqual([]);
  });

  it('marks and unmarks a lesson once per value', () => {
    const off = setLessonValue(withOptions(), 0, 'level:a', false);
    expect(off.lessons?.[0]?.option_values).toEqual(['level:b']);
    const on = setLessonValue(setLessonValue(off, 0, 'level:a', true), 0, 'level:a', true);
    expect(on.lessons?.[0]?.option_values).toEqual(['level:b', 'level:a']);
    expect(selectionOf('training_options.0.values')).toEqual({ kind: 'options' });
  });
});
