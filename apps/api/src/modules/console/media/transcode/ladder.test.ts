import { describe, expect, it } from 'vitest';
import { heightsFor, masterPlaylist } from './ladder.js';

describe('the ladder of a source (decision 075)', () => {
  it('takes the heights not above the source, and at least the lowest', () => {
    expect(heightsFor([360, 720, 1080], 1080)).toEqual([360, 720, 1080]);
    expect(heightsFor([1080, 360, 720], 800)).toEqual([360, 720]);
    expect(heightsFor([360, 720, 1080], 240)).toEqual([360]);
    expect(heightsFor([720, 360, 360], 2160)).toEqual([360, 720]);
  });

  it('names each rendition in the master playlist with its peak bandwidth and resolution, highest first', () => {
    const text = masterPlaylist([
      { height: 360, width: 640, bandwidth: 700_000 },
      { height: 720, width: 1280, bandwidth: 2_300_000 },
    ]);
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=2300000,RESOLUTION=1280x720',
        '720p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=700000,RESOLUTION=640x360',
        '360p/index.m3u8',
        '',
      ].join('\n'),
    );
  });
});
