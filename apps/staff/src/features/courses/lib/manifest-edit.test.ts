import type { ConsoleManifest } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { addDay, addLesson, addStage, move, nextDayNumber, setLessonVideo } from './manifest-edit';
import { selectionOf } from './selection';

const base = (): ConsoleManifest => ({
  slug: 'c',
  title: 'C',
  stages: [
    {
      key: 'stage-1',
      title: 'S1',
      days: [
        { day_number: 1, title: 'D1' },
        { day_number: 3, title: 'D3' },
      ],
    },
  ],
  lessons: [{ key: 'a', title: 'A', video: 'file-7' }],
  videos: { 'file-7': { file_id: 7 } },
});

describe('manifest edits', () => {
  it('moves within bounds and leaves the list alone at its ends', () => {
    expect(move([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(move([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('numbers a new day after the highest and keys a new stage and lesson freshly', () => {
    const m = base();
    expect(nextDayNumber(m)).toBe(4);
    const withDay = addDay(m, 0, 'New');
    expect(withDay.stages[0]!.days.map((d) => d.day_number)).toEqual([1, 3, 4]);
    const withStage = addStage(withDay, 'S2', 'D');
    expect(withStage.stages[1]).toMatchObject({ key: 'stage-2', days: [{ day_number: 5, title: 'D' }] });
    expect(addLesson(m, 'L').key).toBe('lesson-1');
    expect(m.stages[0]!.days).toHaveLength(2);
  });

  it('points a lesson at a server file and drops video entries nothing uses', () => {
    const picked = setLessonVideo(base(), 0, 9);
    expect(picked.lessons![0]!.video).toBe('file-9');
    expect(picked.videos).toEqual({ 'file-9': { file_id: 9 } });
    const cleared = setLessonVideo(picked, 0, null);
    expect(cleared.lessons![0]!.video).toBeUndefined();
    expect(cleared.videos).toEqual({});
  });
});

describe('where a problem lives', () => {
  it('opens the day, stage, lesson, documents or course of a manifest path', () => {
    expect(selectionOf('stages.0.days.2.title')).toEqual({ kind: 'day', stage: 0, day: 2 });
    expect(selectionOf('stages.1.title')).toEqual({ kind: 'stage', stage: 1 });
    expect(selectionOf('lessons.3.video')).toEqual({ kind: 'lesson', lesson: 3 });
    expect(selectionOf('documents.0.url')).toEqual({ kind: 'documents' });
    expect(selectionOf('videos.file-7.file_id', (key) => (key === 'file-7' ? 0 : undefined))).toEqual({
      kind: 'lesson',
      lesson: 0,
    });
    expect(selectionOf('title')).toEqual({ kind: 'course' });
  });
});
