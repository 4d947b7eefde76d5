import { describe, expect, it } from 'vitest';
import type { Day, Lesson, VideoFile } from './api/course';
import { dayLacksVideo } from './use-fresh-media-links';

const file = { id: 1, url: '/v/s/t/demo/clip-1/video.mp4', durationMs: 8000, video: null } as VideoFile;
const lesson = (videoFile: VideoFile | null, verticalVideo: VideoFile | null = null) =>
  ({ localVideoFile: videoFile, verticalVideo }) as Lesson;
const day = (...lessons: Lesson[]) =>
  ({
    lessonSets: [{ id: 1, sort: 0, repeatCount: 1, userRepeatRangeFrom: 1, userRepeatRangeTo: 1, lessons }],
  }) as Day;

describe('dayLacksVideo (decision 042: a locked day comes without media links)', () => {
  it('is true when every lesson came without video, so the course is fetched again', () => {
    expect(dayLacksVideo(day(lesson(null), lesson(null)))).toBe(true);
  });

  it('is false when a lesson has a video, vertical or not, or the day has no lessons', () => {
    expect(dayLacksVideo(day(lesson(null), lesson(file)))).toBe(false);
    expect(dayLacksVideo(day(lesson(null, file)))).toBe(false);
    expect(dayLacksVideo(day())).toBe(false);
  });
});
