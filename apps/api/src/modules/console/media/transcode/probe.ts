import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Probe {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  hasAudio: boolean;
}

/**
 * What ffprobe reads of a file: its first video stream and length, or null when it has none or is
 * not a media file at all (a text file named `.mp4`). A still image is not a video either.
 */
export async function probe(file: string, ffprobe = 'ffprobe'): Promise<Probe | null> {
  let out: string;
  try {
    ({ stdout: out } = await run(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      { maxBuffer: 8 * 1024 * 1024 },
    ));
  } catch {
    return null;
  }
  const info = JSON.parse(out) as {
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      duration?: string;
      disposition?: { attached_pic?: number };
    }[];
    format?: { duration?: string; format_name?: string };
  };
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const duration = Number(info.format?.duration ?? video?.duration ?? Number.NaN);
  const images = /image2|_pipe|png|mjpeg|gif|webp/.test(info.format?.format_name ?? '');
  if (!video?.width || !video.height || !(duration > 0) || images) return null;
  return {
    width: video.width,
    height: video.height,
    duration,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}
