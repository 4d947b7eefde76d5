import { describe, expect, it } from 'vitest';
import { type DeviceCopyHost, deviceCopyUrl, isDeviceCopyUrl } from './device-copy-url';

const BASE = 'https://school.test/class/__offline__/7/videos/courses/1/2/360p/';

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    if (!blob) return resolve('');
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** Cache Storage of one stored rendition, and blob addresses that say what they hold. */
function host(files: Record<string, string>) {
  const objects = new Map<string, Blob>();
  const revoked: string[] = [];
  const value: DeviceCopyHost = {
    match: async (url) => (url in files ? new Response(files[url]) : undefined),
    objectUrl: (blob) => {
      const url = `blob:${objects.size + 1}`;
      objects.set(url, blob);
      return url;
    },
    revoke: (url) => void revoked.push(url),
  };
  return { value, objects, revoked };
}

describe('deviceCopyUrl (a download played without the service worker)', () => {
  it('rewrites the playlists to blob addresses of the stored files, init segment included', async () => {
    const stored = host({
      [`${BASE}index.m3u8`]: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nmedia.m3u8\n',
      [`${BASE}media.m3u8`]:
        '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4,\nseg-0.m4s\n#EXTINF:4,\nseg-1.m4s\n#EXT-X-ENDLIST\n',
      [`${BASE}init.mp4`]: 'INIT',
      [`${BASE}seg-0.m4s`]: 'S0',
      [`${BASE}seg-1.m4s`]: 'S1',
    });
    const copy = await deviceCopyUrl(`${BASE}index.m3u8`, stored.value);
    const text = (url: string) => textOf(stored.objects.get(url));
    const master = await text(copy.url);
    const mediaUrl = master.split('\n')[2]!;
    expect(mediaUrl).toMatch(/^blob:/);
    const media = await text(mediaUrl);
    const init = /URI="([^"]+)"/.exec(media)![1]!;
    expect(await text(init)).toBe('INIT');
    const segments = media.split('\n').filter((l) => l.startsWith('blob:'));
    expect(await Promise.all(segments.map(text))).toEqual(['S0', 'S1']);
    copy.release();
    expect(stored.revoked.sort()).toEqual([...stored.objects.keys()].sort());
  });

  it('an MP4 is one blob; a file missing from the device is an error, and nothing stays made', async () => {
    const mp4 = host({ [`${BASE}video.mp4`]: 'MP4' });
    const copy = await deviceCopyUrl(`${BASE}video.mp4`, mp4.value);
    expect(await textOf(mp4.objects.get(copy.url))).toBe('MP4');
    const partial = host({
      [`${BASE}index.m3u8`]: '#EXTM3U\n#EXTINF:4,\nseg-0.ts\n#EXTINF:4,\nseg-1.ts\n',
      [`${BASE}seg-0.ts`]: 'S0',
    });
    await expect(deviceCopyUrl(`${BASE}index.m3u8`, partial.value)).rejects.toThrow(/Not on this device/);
    expect(partial.revoked).toEqual([...partial.objects.keys()]);
  });

  it('knows the device copies by their path segment', () => {
    expect(isDeviceCopyUrl(`${BASE}index.m3u8`)).toBe(true);
    expect(isDeviceCopyUrl('https://school.test/v/demo/clip-1/hls/index.m3u8')).toBe(false);
  });
});
