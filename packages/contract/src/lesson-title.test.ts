import { describe, expect, it } from 'vitest';
import { joinLessonTitle, splitLessonTitle } from './lesson-title.js';

describe('splitLessonTitle (spec 02 §3 Lesson)', () => {
  it.each([
    ['Дыхание животом (разбор)', 'Дыхание животом', 'разбор'],
    ['Плечи (Выполнение)', 'Плечи', 'выполнение'],
    ['Основы [теория]', 'Основы', 'теория'],
    ['Просто урок', 'Просто урок', null],
    ['Урок (другое)', 'Урок (другое)', null],
  ])('%s', (raw, title, subtitle) => {
    expect(splitLessonTitle(raw)).toEqual({ title, subtitle });
    // The wire's whole title splits back into the same parts (issue 29).
    expect(splitLessonTitle(joinLessonTitle(title, subtitle))).toEqual({ title, subtitle });
  });

  it('joins a title without a subtitle as it is', () => {
    expect(joinLessonTitle('Просто урок', null)).toBe('Просто урок');
    expect(joinLessonTitle('Плечи', 'выполнение')).toBe('Плечи (выполнение)');
  });
});
