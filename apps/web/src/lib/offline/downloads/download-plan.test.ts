import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DownloadFailure } from './download-failure';
import {
  headLength,
  inPool,
  lacksSpace,
  planFile,
  planVideo,
  sumBytes,
  videoQualities,
} from './download-plan';
import type { DownloadTarget } from './download-types';
import { type MediaServer, startMediaServer } from './test-media-server';

// Qualities and sizes against a real HTTP server serving the seed's demo clip (its HLS ladder).

let server: MediaServer;
beforeAll(async () => {
  server = await startMediaServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const video = (links: { m3u8?: string | null; mp4?: string | null; poster?: string | null }) =>
  ({
    kind: 'video',
    userId: 3,
    courseId: 1,
    streamId: 2,
    lessonId: 5,
    videoId: 7,
    title: 'Breathing',
    m3u8: links.m3u8 ? `${server.url}${links.m3u8}` : null,
    mp4: links.mp4 ? `${server.url}${links.mp4}` : null,
    poster: links.poster ? `${server.url}${links.poster}` : null,
    subtitles: [{ srclang: 'en', label: 'English', url: `${server.url}/ok/en.vtt` }],
    durationMs: 67_000,
  }) satisfies DownloadTarget;

// Sizes of the seed's renditions: playlist + init + 7 segments (ls -l apps/api/src/seed/media/clip-1/hls/*).
const SIZE_720P = 370 + 1370 + 136922 + 80429 + 79751 + 78960 + 80598 + 80721 + 80024;
const SIZE_360P = 370 + 1349 + 49509 + 41763 + 41173 + 40805 + 41215 + 41765 + 30912;

describe('videoQualities', () => {
  it('lists the master playlist’s renditions, highest first', async () => {
    const qualities = await videoQualities(video({ m3u8: '/ok/hls/index.m3u8', mp4: '/ok/video.mp4' }));
    expect(qualities.map(({ id, label, height, kind }) => ({ id, label, height, kind }))).toEqual([
      { id: '720p', label: '720p', height: 720, kind: 'hls' },
      { id: '360p', label: '360p', height: 360, kind: 'hls' },
    ]);
    expect(qualities[0]?.url).toBe(`${server.url}/ok/hls/720p/index.m3u8`);
  });

  it('takes a media playlist alone as one quality, and an MP4 without HLS as one', async () => {
    const media = await videoQualities(video({ m3u8: '/ok/hls/360p/index.m3u8' }));
    expect(media.map((quality) => [quality.id, quality.kind, quality.url])).toEqual([
      ['hls', 'hls', `${server.url}/ok/hls/360p/index.m3u8`],
    ]);
    const mp4 = await videoQualities(video({ mp4: '/ok/video.mp4' }));
    expect(mp4.map((quality) => [quality.id, quality.kind])).toEqual([['mp4', 'mp4']]);
  });

  it('says the video is not converted when it has neither, and fails to load what is no playlist', async () => {
    await expect(videoQualities(video({}))).rejects.toMatchObject({ code: 'not-converted' });
    await expect(videoQualities(video({ m3u8: '/garbage/index.m3u8' }))).rejects.toMatchObject({
      code: 'network',
    });
    await expect(videoQualities(video({ m3u8: '/forbidden/hls/index.m3u8' }))).rejects.toBeInstanceOf(
      DownloadFailure,
    );
  });
});

describe('planVideo: the files of a rendition and their size (HEAD)', () => {
  it('sums the playlist and every file it names, each measured by HEAD', async () => {
    const target = video({ m3u8: '/ok/hls/index.m3u8', poster: '/ok/preview.jpg' });
    const [high, low] = await videoQualities(target);
    const plan = await planVideo(target, high!);
    expect(plan.totalBytes).toBe(SIZE_720P);
    expect((await planVideo(target, low!)).totalBytes).toBe(SIZE_360P);
    expect(plan.files.map((file) => file.path)).toEqual([
      '3/videos/courses/1/7/720p/init.mp4',
      ...[0, 1, 2, 3, 4, 5, 6].map((n) => `3/videos/courses/1/7/720p/segment-${n}.m4s`),
    ]);
    expect(plan.files[1]).toMatchObject({ bytes: 136922, contentType: 'video/iso.segment' });
    expect(plan.playlist).toMatchObject({ path: '3/videos/courses/1/7/720p/index.m3u8', bytes: 370 });
    expect(plan.mainPath).toBe('3/videos/courses/1/7/720p/index.m3u8');
    // Subtitles and the poster go with the video, so they show offline.
    expect(plan.extras.map((extra) => extra.file.path)).toEqual([
      '3/videos/courses/1/7/extras/subtitles-en.vtt',
      '3/videos/courses/1/7/extras/poster.jpg',
    ]);
    expect(server.requests.filter((request) => request.startsWith('HEAD'))).toHaveLength(2 * 8);
  });

  it('names the MP4 {fileId}.mp4 (spec 02 §9) and measures it', async () => {
    const target = video({ mp4: '/ok/video.mp4' });
    const [mp4] = await videoQualities(target);
    const plan = await planVideo(target, mp4!);
    expect(plan).toMatchObject({
      mainPath: '3/videos/courses/1/7/mp4/7.mp4',
      totalBytes: 637605,
      playlist: null,
    });
  });

  it('gives no size when one file’s length is unknown', async () => {
    const target = video({ m3u8: '/no-length/hls/index.m3u8' });
    const [high] = await videoQualities(target);
    expect((await planVideo(target, high!)).totalBytes).toBeNull();
  });
});

describe('planFile', () => {
  it('stores a document under its name and measures it', async () => {
    const plan = await planFile({
      kind: 'file',
      userId: 3,
      courseId: 1,
      streamId: 2,
      documentId: 9,
      title: 'Subtitles',
      url: `${server.url}/ok/ru.vtt`,
      fileName: null,
      mime: null,
    });
    expect(plan).toMatchObject({ mainPath: '3/files/courses/1/9/ru.vtt', totalBytes: 1407 });
    expect(plan.files[0]?.contentType).toBe('text/vtt');
  });
});

describe('helpers', () => {
  it('sumBytes is unknown as soon as one part is', () => {
    expect(sumBytes([1, 2, 3])).toBe(6);
    expect(sumBytes([1, null, 3])).toBeNull();
    expect(sumBytes([])).toBe(0);
  });

  it('lacksSpace: the space left below the size refuses the download (spec 02 §8, code 10)', () => {
    expect(lacksSpace({ usage: 900, quota: 1000 }, 101)).toBe(true);
    expect(lacksSpace({ usage: 900, quota: 1000 }, 100)).toBe(false);
    // Unknown space or size: the download tries, and the device's own refusal still fails it.
    expect(lacksSpace(null, 10 ** 12)).toBe(false);
    expect(lacksSpace({ usage: 0, quota: 1 }, null)).toBe(false);
  });

  it('headLength reads Content-Length, and null when the answer has none or fails', async () => {
    expect(await headLength(`${server.url}/ok/en.vtt`)).toBe(1119);
    expect(await headLength(`${server.url}/no-length/en.vtt`)).toBeNull();
    expect(await headLength(`${server.url}/forbidden/en.vtt`)).toBeNull();
    expect(await headLength('http://127.0.0.1:1/nothing')).toBeNull();
  });

  it('inPool keeps the order and never runs more than its limit at once', async () => {
    let running = 0;
    let most = 0;
    const answers = await inPool([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(answers).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('inPool starts nothing after a failure, lets the running items end, then throws the first error', async () => {
    const started: number[] = [];
    const ended: number[] = [];
    let stopped = 0;
    const failing = inPool(
      [1, 2, 3, 4, 5],
      2,
      async (n) => {
        started.push(n);
        await new Promise((resolve) => setTimeout(resolve, n === 1 ? 1 : 20));
        if (n === 1) throw new Error('cut');
        ended.push(n);
        return n;
      },
      () => {
        stopped += 1;
      },
    );
    await expect(failing).rejects.toThrow('cut');
    expect(started).toEqual([1, 2]);
    expect(ended).toEqual([2]);
    expect(stopped).toBe(1);
  });
});
