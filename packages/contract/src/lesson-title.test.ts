import { describe, expect, it } from 'vitest';
import { splitLessonTitle } from './lesson-title.js';

describe('splitLessonTitle (spec 02 §3 Lesson)', () => {
  it.each([
    ['Дыхание животом (разбор)', 'Дыхание животом', 'разбор'],
    ['Плечи (Выполнение)', 'Плечи', 'выполнение'],
    ['Основы [теория]', 'Основы', 'теория'],
    ['Просто урок', 'Просто урок', null],
    ['Урок (другое)', 'Урок (другое)', null],
  ])('%s', (raw, title, subtitle) => {
    expect(splitLessonTitle(raw)).toEqual({ title, subtitle });
  });
});
