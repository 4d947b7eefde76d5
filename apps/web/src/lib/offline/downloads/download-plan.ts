import { documentFilePath, videoFilePath } from '../offline-paths';
import { DownloadFailure } from './download-failure';
import type { DownloadQuality, DownloadTarget } from './download-types';
import { type MediaPlaylist, PlaylistError, parsePlaylist } from './hls-playlist';
import type { FileToStore } from './transfer';

/**
 * What a download consists of (decision 068): the qualities a video offers, the files of the chosen
 * one with their sizes (HEAD, spec 02 §7 "Offline"), and where each is stored (offline-paths.ts).
 */
type VideoTarget = Extract<DownloadTarget, { kind: 'video' }>;

export interface DownloadPlan {
  quality: DownloadQuality | null;
  /** The files to fetch, in order; the main file comes last, so it exists only once all others do. */
  files: FileToStore[];
  /** The stored HLS playlist (its URIs renamed to the stored files), written after every file. */
  playlist: { path: string; text: string; bytes: number } | null;
  /** What the player or a link opens: the playlist, the MP4 or the document. */
  mainPath: string;
  /** Sum of the remote sizes (playlist as received, files by HEAD); null when one is unknown. */
  totalBytes: number | null;
  /** Subtitles and poster, downloaded with a video so that they show offline. */
  extras: { file: FileToStore; subtitle?: { srclang: string; label: string } }[];
}

/** HEADs run at most this many at once: enough to hide latency, not enough to crowd the connection. */
const HEAD_LIMIT = 4;

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  ts: 'video/mp2t',
  aac: 'audio/aac',
  vtt: 'text/vtt',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
export const typeOf = (name: string) =>
  TYPES[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

const absolute = (url: string) => new URL(url, globalThis.location?.href).href;

/**
 * Runs `work` over `items`, at most `limit` at a time, keeping the order of the answers. After a
 * failure no item is started, `onFailure` runs (to stop those under way), and the first error is
 * thrown once every running item has ended: nothing still writes when the caller goes on.
 */
export async function inPool<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onFailure?: () => void,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  const errors: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && errors.length === 0) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T);
      } catch (error) {
        errors.push(error);
        onFailure?.();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length > 0) throw errors[0];
  return results;
}

/** The length a HEAD declares, or null when it declares none (or fails). */
export async function headLength(url: string, signal?: AbortSignal): Promise<number | null> {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      signal,
      cache: 'no-store',
      credentials: 'same-origin',
    });
    const length = response.ok ? response.headers.get('content-length') : null;
    return length === null || response.headers.get('content-encoding') ? null : Number(length);
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * Is the space left (quota - usage) below the download's size? Unknown either way: let it try; the
 * device's own refusal (QuotaExceededError) still fails it with storage-full.
 */
export function lacksSpace(estimate: { usage: number; quota: number } | null, bytes: number | null): boolean {
  return estimate !== null && bytes !== null && estimate.quota - estimate.usage < bytes;
}

/** Adds sizes: unknown as soon as one part is unknown (a size shown must not be a guess). */
export const sumBytes = (sizes: (number | null)[]) =>
  sizes.reduce<number | null>((sum, size) => (sum === null || size === null ? null : sum + size), 0);

async function fetchText(url: string, signal?: AbortSignal): Promise<{ text: string; bytes: number }> {
  let response: Response;
  try {
    response = await fetch(url, { signal, cache: 'no-store', credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadFailure('network', error);
  }
  if (!response.ok) throw new DownloadFailure('network', new Error(`${url} answered ${response.status}`));
  const data = new Uint8Array(await response.arrayBuffer());
  return { text: new TextDecoder().decode(data), bytes: data.byteLength };
}

function parsed(text: string, url: string) {
  try {
    return parsePlaylist(text, url);
  } catch (error) {
    // A link that answers something other than a playlist: the video cannot be loaded.
    throw new DownloadFailure('network', error instanceof PlaylistError ? error : undefined);
  }
}

const variantId = (height: number | null, bandwidth: number | null, index: number) =>
  height ? `${height}p` : bandwidth ? `${Math.round(bandwidth / 1000)}k` : `q${index + 1}`;

/** The qualities of a video, highest first: the HLS renditions, or its MP4 alone. */
export async function videoQualities(target: VideoTarget, signal?: AbortSignal): Promise<DownloadQuality[]> {
  if (target.m3u8) {
    const url = absolute(target.m3u8);
    const playlist = parsed((await fetchText(url, signal)).text, url);
    if (playlist.kind === 'media') {
      return [{ id: 'hls', label: 'HLS', height: null, bandwidth: null, url, kind: 'hls' }];
    }
    const seen = new Set<string>();
    return playlist.variants.map((variant, index) => {
      let id = variantId(variant.height, variant.bandwidth, index);
      if (seen.has(id)) id = `${id}-${index + 1}`;
      seen.add(id);
      const label = variant.height ? `${variant.height}p` : id;
      return {
        id,
        label,
        height: variant.height,
        bandwidth: variant.bandwidth,
        url: variant.url,
        kind: 'hls',
      };
    });
  }
  if (target.mp4) {
    return [
      { id: 'mp4', label: 'MP4', height: null, bandwidth: null, url: absolute(target.mp4), kind: 'mp4' },
    ];
  }
  // spec 02 §8 "The video hasn't been converted yet".
  throw new DownloadFailure('not-converted');
}

async function sized(files: Omit<FileToStore, 'bytes'>[], signal?: AbortSignal): Promise<FileToStore[]> {
  const sizes = await inPool(files, HEAD_LIMIT, (file) => headLength(file.url, signal));
  return files.map((file, index) => ({ ...file, bytes: sizes[index] ?? null }));
}

function videoExtras(target: VideoTarget): DownloadPlan['extras'] {
  const path = (file: string) =>
    videoFilePath(target.userId, target.courseId, target.videoId, 'extras', file);
  const extras: DownloadPlan['extras'] = target.subtitles.map((subtitle) => ({
    file: {
      url: absolute(subtitle.url),
      path: path(`subtitles-${subtitle.srclang}.vtt`),
      contentType: 'text/vtt',
      bytes: null,
    },
    subtitle: { srclang: subtitle.srclang, label: subtitle.label },
  }));
  if (target.poster) {
    const extension = /\.(jpe?g|png|webp)(?:[?#]|$)/i.exec(target.poster)?.[1] ?? 'jpg';
    const name = `poster.${extension.toLowerCase()}`;
    extras.push({
      file: { url: absolute(target.poster), path: path(name), contentType: typeOf(name), bytes: null },
    });
  }
  return extras;
}

/** The files of one quality of a video, with their sizes. */
export async function planVideo(
  target: VideoTarget,
  quality: DownloadQuality,
  signal?: AbortSignal,
): Promise<DownloadPlan> {
  const path = (file: string) =>
    videoFilePath(target.userId, target.courseId, target.videoId, quality.id, file);
  const extras = videoExtras(target);
  if (quality.kind === 'mp4') {
    const mainPath = path(`${target.videoId}.mp4`); // spec 02 §9: {fileId}.mp4
    const files = await sized([{ url: quality.url, path: mainPath, contentType: 'video/mp4' }], signal);
    return { quality, files, playlist: null, mainPath, totalBytes: files[0]?.bytes ?? null, extras };
  }
  const { text, bytes } = await fetchText(quality.url, signal);
  const playlist = parsed(text, quality.url);
  if (playlist.kind !== 'media')
    throw new DownloadFailure('network', new Error('a rendition that is a master'));
  const media: MediaPlaylist = playlist.media;
  const files = await sized(
    media.files.map((file) => ({ url: file.url, path: path(file.name), contentType: typeOf(file.name) })),
    signal,
  );
  const mainPath = path('index.m3u8');
  return {
    quality,
    files,
    playlist: { path: mainPath, text: media.text, bytes },
    mainPath,
    totalBytes: sumBytes([bytes, ...files.map((file) => file.bytes)]),
    extras,
  };
}

const lastSegment = (url: string) => {
  const segment = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A document: one file, under the name the server gave it. */
export async function planFile(
  target: Extract<DownloadTarget, { kind: 'file' }>,
  signal?: AbortSignal,
): Promise<DownloadPlan> {
  const url = absolute(target.url);
  const name = target.fileName || lastSegment(url) || 'file';
  const mainPath = documentFilePath(target.userId, target.courseId, target.documentId, name);
  const files = await sized([{ url, path: mainPath, contentType: target.mime ?? typeOf(name) }], signal);
  return { quality: null, files, playlist: null, mainPath, totalBytes: files[0]?.bytes ?? null, extras: [] };
}
