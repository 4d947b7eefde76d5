import { describe, expect, it } from 'vitest';
import type { Course } from '../../../lib/learning/api/course';
import type { DownloadRecord } from '../../../lib/offline/downloads/download-types';
import { downloadedBytes, groupDownloads } from './download-groups';

const record = (over: Partial<DownloadRecord>): DownloadRecord => ({
  id: 'video-1',
  userId: 7,
  kind: 'video',
  courseId: 1,
  streamId: 11,
  itemId: 101,
  title: 'Breathing',
  quality: '720p',
  status: 'loaded',
  paused: false,
  loadedBytes: 100,
  totalBytes: 100,
  error: null,
  localUrl: '/__offline__/7/videos/x.m3u8',
  subtitles: [],
  poster: null,
  durationMs: 60_000,
  createdAt: 1,
  ...over,
});

/** A course whose day `dayNumber` holds the lessons (by `Lesson.id`) given. */
const course = (id: number, title: string, days: Record<number, number[]>): Course =>
  ({
    id,
    title,
    days: Object.entries(days).map(([dayNumber, lessonIds]) => ({
      dayNumber: Number(dayNumber),
      lessonSets: [{ lessons: lessonIds.map((lessonId) => ({ id: lessonId })) }],
    })),
  }) as unknown as Course;

describe('the downloads screen groups (decision 069)', () => {
  it('groups by course, newest first inside a course, each video linked to its day', () => {
    const courses = new Map([
      [1, course(1, 'Mindfulness', { 1: [101], 3: [103] })],
      [2, course(2, 'Sleep', { 2: [201] })],
    ]);
    const groups = groupDownloads(
      [
        record({ id: 'video-1', itemId: 101, createdAt: 1 }),
        record({ id: 'video-2', courseId: 2, streamId: 22, itemId: 201, createdAt: 2 }),
        record({ id: 'video-3', itemId: 103, createdAt: 3 }),
        record({ id: 'file-9', kind: 'file', itemId: 9, createdAt: 4 }),
      ],
      (id) => courses.get(id),
    );
    expect(groups.map((g) => [g.courseTitle, g.items.map((i) => [i.record.id, i.lessonPath])])).toEqual([
      [
        'Mindfulness',
        [
          ['file-9', null],
          ['video-3', '/course/11/calendar/3'],
          ['video-1', '/course/11/calendar/1'],
        ],
      ],
      ['Sleep', [['video-2', '/course/22/calendar/2']]],
    ]);
  });

  it('without the course content: no title, the lesson opens through the calendar', () => {
    const [group] = groupDownloads([record({ itemId: 555 })], () => undefined);
    expect(group?.courseTitle).toBeNull();
    expect(group?.items[0]?.lessonPath).toBe('/course/11/calendar');
  });

  it('counts loaded downloads whole and running ones as far as they got', () => {
    expect(
      downloadedBytes([
        record({ status: 'loaded', totalBytes: 100, loadedBytes: 100 }),
        record({ status: 'loading', totalBytes: 100, loadedBytes: 40 }),
        record({ status: 'fail', totalBytes: 100, loadedBytes: 0 }),
      ]),
    ).toBe(140);
  });
});
