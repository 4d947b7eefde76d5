import { describe, expect, it } from 'vitest';
import { type DownloadEvent, isReusable, nextRecord } from './download-status';
import type { DownloadRecord } from './download-types';

const pending: DownloadRecord = {
  id: 'video-7',
  userId: 3,
  kind: 'video',
  courseId: 1,
  streamId: 2,
  itemId: 5,
  title: 'Breathing',
  quality: '720p',
  status: 'pending',
  paused: false,
  loadedBytes: 0,
  totalBytes: 0,
  error: null,
  localUrl: null,
  subtitles: [],
  poster: null,
  durationMs: 67_000,
  createdAt: 1,
};

const loading = nextRecord(pending, { type: 'begin', totalBytes: 1000 });
const complete: Extract<DownloadEvent, { type: 'complete' }> = {
  type: 'complete',
  bytes: 1000,
  localUrl: '/__offline__/3/videos/courses/1/7/720p/index.m3u8',
  subtitles: [
    { srclang: 'en', label: 'English', url: '/__offline__/3/videos/courses/1/7/extras/subtitles-en.vtt' },
  ],
  poster: null,
};

describe('download states (spec 02 §4: pending, loading, then loaded or fail)', () => {
  it('goes pending -> loading -> loaded, with the stored size and the local addresses', () => {
    expect(loading).toMatchObject({ status: 'loading', totalBytes: 1000, loadedBytes: 0, paused: false });
    const halfway = nextRecord(loading, { type: 'progress', loadedBytes: 400 });
    expect(halfway.loadedBytes).toBe(400);
    const loaded = nextRecord(halfway, { ...complete, subtitles: [...complete.subtitles] });
    expect(loaded).toMatchObject({
      status: 'loaded',
      loadedBytes: 1000,
      totalBytes: 1000,
      localUrl: complete.localUrl,
      subtitles: complete.subtitles,
    });
  });

  it('pauses and resumes a loading download, keeping its bytes', () => {
    const halfway = nextRecord(loading, { type: 'progress', loadedBytes: 400 });
    const paused = nextRecord(halfway, { type: 'pause' });
    expect(paused).toMatchObject({ status: 'loading', paused: true, loadedBytes: 400 });
    // Bytes that were in flight when the pause came still count.
    expect(nextRecord(paused, { type: 'progress', loadedBytes: 450 })).toMatchObject({
      paused: true,
      loadedBytes: 450,
    });
    expect(nextRecord(paused, { type: 'resume' })).toMatchObject({
      status: 'loading',
      paused: false,
      loadedBytes: 400,
    });
  });

  it('turns a download the page left running into a paused one, and leaves finished ones alone', () => {
    expect(nextRecord(loading, { type: 'interrupted' })).toMatchObject({ status: 'loading', paused: true });
    expect(nextRecord(pending, { type: 'interrupted' })).toMatchObject({ status: 'loading', paused: true });
    const loaded = nextRecord(loading, { ...complete, subtitles: [] });
    expect(nextRecord(loaded, { type: 'interrupted' })).toBe(loaded);
    const failed = nextRecord(loading, { type: 'fail', error: 'network' });
    expect(nextRecord(failed, { type: 'interrupted' })).toBe(failed);
  });

  it('fails from pending or loading with the reason, and a retry starts it pending again', () => {
    const failed = nextRecord(nextRecord(loading, { type: 'pause' }), {
      type: 'fail',
      error: 'storage-full',
    });
    expect(failed).toMatchObject({ status: 'fail', error: 'storage-full', paused: false, localUrl: null });
    expect(nextRecord(pending, { type: 'fail', error: 'not-converted' }).status).toBe('fail');
    expect(nextRecord(failed, { type: 'retry' })).toMatchObject({ status: 'pending', error: null });
  });

  it('ignores events that do not apply to the state', () => {
    const loaded = nextRecord(loading, { ...complete, subtitles: [] });
    for (const event of [
      { type: 'pause' },
      { type: 'resume' },
      { type: 'retry' },
      { type: 'progress', loadedBytes: 5 },
      { type: 'fail', error: 'network' },
      { type: 'begin', totalBytes: 9 },
    ] as const) {
      expect(nextRecord(loaded, event)).toBe(loaded);
    }
    expect(nextRecord(loading, { type: 'resume' })).toBe(loading);
    expect(nextRecord(pending, complete)).toBe(pending);
    expect(nextRecord(loading, { type: 'retry' })).toBe(loading);
  });

  it('reuses what is pending, loading or loaded, not what failed (spec 02 §4)', () => {
    expect(isReusable(pending)).toBe(true);
    expect(isReusable(loading)).toBe(true);
    expect(isReusable(nextRecord(loading, { ...complete, subtitles: [] }))).toBe(true);
    expect(isReusable(nextRecord(loading, { type: 'fail', error: 'network' }))).toBe(false);
  });
});
