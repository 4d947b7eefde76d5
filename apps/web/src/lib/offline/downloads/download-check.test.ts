import { describe, expect, it } from 'vitest';
import { checkDownloadSource, checkDownloadTarget } from './download-check';
import type { DownloadTarget } from './download-types';

const file: DownloadTarget = {
  kind: 'file',
  userId: 3,
  courseId: 5,
  streamId: 8,
  documentId: 13,
  title: 'Workbook',
  url: '/v/files/workbook.pdf',
  fileName: 'workbook.pdf',
  mime: 'application/pdf',
};
const video: DownloadTarget = {
  kind: 'video',
  userId: 3,
  courseId: 5,
  streamId: 8,
  lessonId: 21,
  videoId: 34,
  title: 'Warm-up',
  m3u8: null,
  mp4: '/v/video.mp4',
  poster: null,
  subtitles: [],
  durationMs: 60_000,
};

describe('download checks (spec 02 §5)', () => {
  it('lets a complete target through', () => {
    expect(() => checkDownloadTarget(file)).not.toThrow();
    expect(() => checkDownloadTarget(video)).not.toThrow();
    expect(() =>
      checkDownloadSource({
        id: 'mp4',
        label: 'MP4',
        height: null,
        bandwidth: null,
        url: '/v/a.mp4',
        kind: 'mp4',
      }),
    ).not.toThrow();
    expect(() => checkDownloadSource(null)).not.toThrow();
  });

  it('names what is missing in the spec’s words', () => {
    expect(() => checkDownloadTarget({ ...file, documentId: 0 })).toThrow('FileId must be set');
    expect(() => checkDownloadTarget({ ...video, videoId: Number.NaN })).toThrow('FileId must be set');
    expect(() => checkDownloadTarget({ ...file, url: ' ' })).toThrow('Url must be set');
    expect(() => checkDownloadTarget({ ...file, courseId: 0 })).toThrow('target must be set');
    expect(() =>
      checkDownloadSource({ id: '720p', label: '720p', height: 720, bandwidth: null, url: '', kind: 'hls' }),
    ).toThrow('source must be set');
  });
});
