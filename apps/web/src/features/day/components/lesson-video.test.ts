import { describe, expect, it } from 'vitest';
import type { Lesson, Video, VideoFile } from '../../../lib/learning/api/course';
import { hasDescriptionVideo, lessonVideo, lessonVideoPending } from './lesson-video';

const video = (id: number): Video => ({
  id,
  url: `/v/${id}`,
  durationMs: 1000,
  subtitles: [],
  videoUrls: { m3u8: null, preview: null, mp4: `/v/${id}.mp4` },
});
const file = (id: number): VideoFile => ({ id, url: `/f/${id}`, durationMs: 1000, video: video(id) });

function lesson(fields: Partial<Lesson>): Lesson {
  return {
    id: 1,
    lessonId: 1,
    title: 'Lesson',
    subtitle: null,
    description: null,
    surveyFormUrl: null,
    delayMs: 0,
    scores: 0,
    localVideoFile: null,
    localDescriptionVideoFile: null,
    verticalVideo: null,
    verticalDescriptionVideo: null,
    trainingOptionValueIds: [],
    ...fields,
  } as Lesson;
}

describe('lessonVideo (spec 02 §3, the four video fields)', () => {
  const full = lesson({
    localVideoFile: file(1),
    verticalVideo: file(2),
    localDescriptionVideoFile: file(3),
    verticalDescriptionVideo: file(4),
  });

  it('plays the vertical cut on a phone held upright, the regular one elsewhere', () => {
    expect(lessonVideo(full, 'exercise', false)?.id).toBe(1);
    expect(lessonVideo(full, 'exercise', true)?.id).toBe(2);
    expect(lessonVideo(full, 'description', false)?.id).toBe(3);
    expect(lessonVideo(full, 'description', true)?.id).toBe(4);
  });

  it('falls back to the other cut when one is missing', () => {
    expect(lessonVideo(lesson({ verticalVideo: file(2) }), 'exercise', false)?.id).toBe(2);
    expect(lessonVideo(lesson({ localVideoFile: file(1) }), 'exercise', true)?.id).toBe(1);
    expect(lessonVideo(lesson({}), 'exercise', true)).toBeNull();
  });

  it('offers the explanation only when the lesson has one', () => {
    expect(hasDescriptionVideo(full)).toBe(true);
    expect(hasDescriptionVideo(lesson({ localVideoFile: file(1) }))).toBe(false);
  });
});

describe('lessonVideoPending (decision 075: a library video not converted yet)', () => {
  const unconverted: VideoFile = { id: 9, url: '/f/9', durationMs: 0, video: null };

  it('is true only where a file of that kind is there without its renditions', () => {
    expect(lessonVideoPending(lesson({ localVideoFile: unconverted }), 'exercise')).toBe(true);
    expect(lessonVideoPending(lesson({ localVideoFile: unconverted }), 'description')).toBe(false);
    expect(lessonVideoPending(lesson({ verticalDescriptionVideo: unconverted }), 'description')).toBe(true);
    // No file at all (a locked day, a lesson without video): "no video", not "not converted".
    expect(lessonVideoPending(lesson({}), 'exercise')).toBe(false);
    expect(lessonVideoPending(lesson({ localVideoFile: file(1) }), 'exercise')).toBe(false);
  });
});
