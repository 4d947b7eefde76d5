import { describe, expect, it } from 'vitest';
import type { CourseDocument, Lesson, Video } from '../../lib/learning/api/course';
import { fileTarget, isServedFile, videoTarget } from './download-targets';
import { localSources } from './local-sources';

const place = { userId: 7, streamId: 11, course: { id: 3 } };

const doc = (href: string): CourseDocument => ({
  id: 9,
  title: 'Breathing guide',
  href,
  fileName: 'guide.pdf',
  mime: 'application/pdf',
  size: 1000,
  stageDayId: 2,
  sort: 1,
});

describe('what the screens hand the download engine (decision 069)', () => {
  it('a lesson video: the lesson place, the links, the subtitles as <track>s take them', () => {
    const lesson = { id: 101, title: 'Breathing', subtitle: 'easy' } as Lesson;
    const video: Video = {
      id: 55,
      url: '/v/s/t/demo/clip/hls/index.m3u8',
      durationMs: 60_000,
      subtitles: [{ languageCode: 'en-US', srclang: 'en', label: 'English', url: '/v/s/t/en.vtt' }],
      videoUrls: { m3u8: '/v/s/t/demo/clip/hls/index.m3u8', preview: '/v/s/t/p.jpg', mp4: null },
    };
    expect(videoTarget(place, lesson, video)).toEqual({
      kind: 'video',
      userId: 7,
      courseId: 3,
      streamId: 11,
      lessonId: 101,
      videoId: 55,
      title: 'Breathing (easy)',
      m3u8: '/v/s/t/demo/clip/hls/index.m3u8',
      mp4: null,
      poster: '/v/s/t/p.jpg',
      subtitles: [{ srclang: 'en', label: 'English', url: '/v/s/t/en.vtt' }],
      durationMs: 60_000,
    });
  });

  it('a document: its file and names', () => {
    expect(fileTarget(place, doc('/v/s/t/guide.pdf'))).toMatchObject({
      kind: 'file',
      documentId: 9,
      url: '/v/s/t/guide.pdf',
      fileName: 'guide.pdf',
      courseId: 3,
    });
  });

  it('downloads only files our server serves, not links to other sites', () => {
    const origin = 'http://localhost:4724';
    expect(isServedFile(doc('/v/s/t/guide.pdf'), origin)).toBe(true);
    expect(isServedFile(doc('http://localhost:4724/v/s/t/guide.pdf'), origin)).toBe(true);
    expect(isServedFile(doc('https://example.org/guide.pdf'), origin)).toBe(false);
    expect(isServedFile(doc('http://[bad'), origin)).toBe(false);
  });

  it('plays a stored playlist through HLS and a stored file as MP4', () => {
    expect(
      localSources({ localUrl: '/__offline__/7/videos/courses/3/55/720p/index.m3u8', quality: '720p' }),
    ).toEqual({ m3u8: '/__offline__/7/videos/courses/3/55/720p/index.m3u8', mp4: null });
    expect(
      localSources({ localUrl: '/__offline__/7/videos/courses/3/55/mp4/video.mp4', quality: 'mp4' }),
    ).toEqual({
      m3u8: null,
      mp4: '/__offline__/7/videos/courses/3/55/mp4/video.mp4',
    });
    expect(localSources({ localUrl: null, quality: null })).toEqual({ m3u8: null, mp4: null });
  });
});
