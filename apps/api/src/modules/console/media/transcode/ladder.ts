import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from './ffmpeg.js';
import type { Probe } from './probe.js';

/** Seconds per HLS segment; keyframes are forced on the same grid so every rendition cuts alike. */
const SEGMENT_S = 4;
/** Modest video bit rates (bits/s): the course videos are talks and screens, not sport. */
const RATE: Record<number, number> = {
  240: 300_000,
  360: 600_000,
  480: 1_000_000,
  720: 2_000_000,
  1080: 4_000_000,
};
const rateOf = (h: number) => RATE[h] ?? Math.round(h * h * 3.5);
const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The ladder's heights for a source: those not above its own, and always at least the lowest. */
export function heightsFor(ladder: number[], sourceHeight: number): number[] {
  const sorted = [...new Set(ladder)].sort((a, b) => a - b);
  const fit = sorted.filter((h) => h <= sourceHeight);
  return fit.length > 0 ? fit : sorted.slice(0, 1);
}

export interface Made {
  renditions: { height: number; width: number; bandwidth: number }[];
  mp4Height: number;
}

export interface LadderJob {
  original: string;
  /** The temporary folder everything is made in. */
  out: string;
  probe: Probe;
  ladder: number[];
  ffmpeg?: string;
  signal?: AbortSignal;
  /** 0..1 of the whole job. */
  onProgress(fraction: number): void;
}

/**
 * Makes `hls/<h>p/` (fMP4 segments) per height, `hls/master.m3u8` naming them with BANDWIDTH and
 * RESOLUTION, `video.mp4` (720p or the source's height, faststart) and `poster.jpg` (a frame at
 * about a tenth of the video), all in `out`.
 */
export async function makeLadder(job: LadderJob): Promise<Made> {
  const { probe } = job;
  const heights = heightsFor(job.ladder, probe.height);
  const mp4Height = even(Math.min(720, probe.height));
  const steps = heights.length + 1;
  const widthOf = (h: number) => even((h * probe.width) / probe.height);
  const common = (h: number, rate: number) => [
    '-vf',
    `scale=${widthOf(h)}:${h}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    String(rate),
    '-maxrate',
    String(Math.round(rate * 1.2)),
    '-bufsize',
    String(rate * 2),
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ac',
    '2',
  ];
  const step = (i: number) => ({
    ...(job.ffmpeg ? { ffmpeg: job.ffmpeg } : {}),
    ...(job.signal ? { signal: job.signal } : {}),
    onSeconds: (s: number) => job.onProgress(Math.min(1, (i + Math.min(1, s / probe.duration)) / steps)),
  });

  const renditions: Made['renditions'] = [];
  for (const [i, h] of heights.entries()) {
    const dir = path.join(job.out, 'hls', `${h}p`);
    await mkdir(dir, { recursive: true });
    await runFfmpeg(
      [
        '-i',
        job.original,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        ...common(h, rateOf(h)),
        '-force_key_frames',
        `expr:gte(t,n_forced*${SEGMENT_S})`,
        '-f',
        'hls',
        '-hls_time',
        String(SEGMENT_S),
        '-hls_playlist_type',
        'vod',
        '-hls_segment_type',
        'fmp4',
        '-hls_fmp4_init_filename',
        'init.mp4',
        '-hls_segment_filename',
        path.join(dir, 'segment-%d.m4s'),
        path.join(dir, 'index.m3u8'),
      ],
      step(i),
    );
    renditions.push({ height: h, width: widthOf(h), bandwidth: await peakBandwidth(dir) });
  }
  await writeFile(path.join(job.out, 'hls', 'master.m3u8'), masterPlaylist(renditions));

  await runFfmpeg(
    [
      '-i',
      job.original,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      ...common(mp4Height, rateOf(mp4Height)),
      '-movflags',
      '+faststart',
      path.join(job.out, 'video.mp4'),
    ],
    step(heights.length),
  );
  await runFfmpeg(
    [
      '-ss',
      (probe.duration / 10).toFixed(2),
      '-i',
      job.original,
      '-frames:v',
      '1',
      '-vf',
      `scale=${widthOf(mp4Height)}:${mp4Height}`,
      '-q:v',
      '4',
      path.join(job.out, 'poster.jpg'),
    ],
    { ...(job.ffmpeg ? { ffmpeg: job.ffmpeg } : {}), ...(job.signal ? { signal: job.signal } : {}) },
  );
  job.onProgress(1);
  return { renditions, mp4Height };
}

/** RFC 8216 §4.3.4.2: BANDWIDTH is the peak segment bit rate of the rendition. */
async function peakBandwidth(dir: string): Promise<number> {
  const playlist = await readFile(path.join(dir, 'index.m3u8'), 'utf8');
  let seconds = 0;
  let peak = 0;
  for (const line of playlist.split('\n')) {
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) seconds = Number(inf[1]);
    else if (line.startsWith('segment-') && seconds > 0) {
      const { size } = await stat(path.join(dir, line.trim()));
      peak = Math.max(peak, Math.ceil((size * 8) / seconds));
    }
  }
  if (peak === 0) throw new Error(`no segments in ${(await readdir(dir)).join(', ')}`);
  return peak;
}

export function masterPlaylist(renditions: Made['renditions']): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  // Highest first, like the demo ladder: a player without bandwidth estimates starts there.
  for (const r of [...renditions].sort((a, b) => b.height - a.height)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height}`,
      `${r.height}p/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}
