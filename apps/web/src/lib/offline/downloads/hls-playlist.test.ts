import { describe, expect, it } from 'vitest';
import { PlaylistError, parseAttributes, parsePlaylist } from './hls-playlist';

const BASE = 'https://school.example/v/s/token123/demo/clip-1/hls/';

// The seed's own master playlist (apps/api/src/seed/media/clip-1/hls/index.m3u8), 360p listed last.
const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=39607,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=109537,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"
720p/index.m3u8
`;

const MEDIA = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:10
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="init.mp4"
#EXTINF:10.000000,
segment-0.m4s
#EXTINF:7.000000,
segment-1.m4s
#EXT-X-ENDLIST
`;

describe('parseAttributes', () => {
  it('reads plain and quoted values, commas inside quotes included', () => {
    expect(parseAttributes('BANDWIDTH=1,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"')).toEqual({
      BANDWIDTH: '1',
      RESOLUTION: '640x360',
      CODECS: 'avc1.4d401e,mp4a.40.2',
    });
  });
});

describe('parsePlaylist', () => {
  it('lists a master playlist’s renditions highest first, resolved against the master', () => {
    const parsed = parsePlaylist(MASTER, `${BASE}index.m3u8`);
    expect(parsed).toEqual({
      kind: 'master',
      variants: [
        { url: `${BASE}720p/index.m3u8`, bandwidth: 109537, height: 720 },
        { url: `${BASE}360p/index.m3u8`, bandwidth: 39607, height: 360 },
      ],
    });
  });

  it('orders renditions of one height by bandwidth and keeps those without a resolution', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=500000',
      'audio-only.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=854x480',
      'low.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=1400000,RESOLUTION=854x480',
      'high.m3u8',
    ].join('\r\n');
    const parsed = parsePlaylist(text, BASE);
    expect(
      parsed.kind === 'master' && parsed.variants.map((variant) => variant.url.slice(BASE.length)),
    ).toEqual(['high.m3u8', 'low.m3u8', 'audio-only.m3u8']);
  });

  it('names every file of a media playlist and keeps the playlist as it came when the names are plain', () => {
    const parsed = parsePlaylist(MEDIA, `${BASE}720p/index.m3u8`);
    if (parsed.kind !== 'media') throw new Error('expected a media playlist');
    expect(parsed.media.files).toEqual([
      { url: `${BASE}720p/init.mp4`, name: 'init.mp4' },
      { url: `${BASE}720p/segment-0.m4s`, name: 'segment-0.m4s' },
      { url: `${BASE}720p/segment-1.m4s`, name: 'segment-1.m4s' },
    ]);
    expect(parsed.media.text).toBe(MEDIA);
  });

  it('fetches a byte-ranged file once and leaves its ranges to the stored copy', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:6',
      '#EXT-X-MAP:URI="main.mp4",BYTERANGE="720@0"',
      '#EXT-X-BYTERANGE:1000@720',
      '#EXTINF:6,',
      'main.mp4',
      '#EXT-X-BYTERANGE:900',
      '#EXTINF:6,',
      'main.mp4',
      '#EXT-X-ENDLIST',
    ].join('\n');
    const parsed = parsePlaylist(text, `${BASE}720p/index.m3u8`);
    if (parsed.kind !== 'media') throw new Error('expected a media playlist');
    expect(parsed.media.files).toEqual([{ url: `${BASE}720p/main.mp4`, name: 'main.mp4' }]);
    expect(parsed.media.text).toBe(text);
  });

  it('renames absolute, nested and signed URIs to plain names beside the playlist, keys included', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example/k/1?sig=abc",IV=0x1',
      '#EXTINF:4,',
      'https://cdn.example/a/seg.ts?token=1',
      '#EXTINF:4,',
      '/other/seg.ts',
      '#EXTINF:4,',
      'parts/../deep/seg 2.ts#frag',
      '#EXT-X-KEY:METHOD=NONE',
      '#EXTINF:4,',
      'index.m3u8',
      '#EXT-X-ENDLIST',
    ].join('\n');
    const parsed = parsePlaylist(text, `${BASE}720p/index.m3u8`);
    if (parsed.kind !== 'media') throw new Error('expected a media playlist');
    expect(parsed.media.files).toEqual([
      { url: 'https://keys.example/k/1?sig=abc', name: '1' },
      { url: 'https://cdn.example/a/seg.ts?token=1', name: 'seg.ts' },
      { url: 'https://school.example/other/seg.ts', name: '1-seg.ts' },
      { url: `${BASE}720p/deep/seg%202.ts#frag`, name: 'parts_deep_seg_2.ts' },
      // A segment may not take the stored playlist's own name.
      { url: `${BASE}720p/index.m3u8`, name: '1-index.m3u8' },
    ]);
    expect(parsed.media.text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="1",IV=0x1',
      '#EXTINF:4,',
      'seg.ts',
      '#EXTINF:4,',
      '1-seg.ts',
      '#EXTINF:4,',
      'parts_deep_seg_2.ts',
      '#EXT-X-KEY:METHOD=NONE',
      '#EXTINF:4,',
      '1-index.m3u8',
      '#EXT-X-ENDLIST',
    ]);
  });

  it('refuses what is not a playlist, or names nothing to play', () => {
    expect(() => parsePlaylist('<html>Not found</html>', BASE)).toThrow(PlaylistError);
    expect(() => parsePlaylist('', BASE)).toThrow(PlaylistError);
    expect(() => parsePlaylist('#EXTM3U\n#EXT-X-ENDLIST\n', BASE)).toThrow(/without segments/);
    expect(() => parsePlaylist('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n', BASE)).toThrow(
      /without renditions/,
    );
  });
});
