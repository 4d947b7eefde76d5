import { describe, expect, it } from 'vitest';
import { writeStorage } from '../storage/storage';
import { viewingKept } from './viewing-kept';

const record = {
  streamId: 1,
  dayId: 5,
  lessonSetLessonId: 9,
  dayStatusId: 3,
  viewedMs: 6000,
  playCount: 0,
  afterVideoEnded: false,
};

describe('viewingKept (issue 27)', () => {
  it('keeps a day’s unsent viewing in localStorage and hands it over once', () => {
    viewingKept(1, 5).save([record]);
    expect(viewingKept(1, 5).take()).toEqual([record]);
    expect(viewingKept(1, 5).take()).toEqual([]);
    // Another day's keeper sees nothing of it.
    viewingKept(1, 5).save([record]);
    expect(viewingKept(1, 6).take()).toEqual([]);
  });

  it('refuses what is not a record it wrote', () => {
    writeStorage('cp.data.viewing.1.5', '{not json');
    expect(viewingKept(1, 5).take()).toEqual([]);
    writeStorage('cp.data.viewing.1.5', JSON.stringify([{ ...record, viewedMs: -1 }, 'x', record]));
    expect(viewingKept(1, 5).take()).toEqual([record]);
  });
});
