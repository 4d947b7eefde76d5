import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from '../../../lib/object-store/object-store.js';

/** A media file of a course folder, once it is where the server serves it from. */
export interface StoredMedia {
  /** Storage path, unique per school (files.path). */
  path: string;
  /** Absolute path the app loads (under /v/). */
  url: string;
  size: number;
  mime: string;
}

const MIME: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.mp3': 'audio/mpeg',
};

export function mimeOf(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export class MediaError extends Error {}

/**
 * Where a course folder's media go. With `objects` they are put in the store under `pathPrefix`
 * (the staff import: `media/<school>/<course>/...`, served under /v/media/; decision 081);
 * without it they are served where they are (the committed demo media under /v/demo/).
 */
export function createMediaStore(opts: {
  sourceDir: string;
  objects?: ObjectStore;
  urlPrefix: string;
  pathPrefix: string;
}) {
  const join = (prefix: string, rel: string) =>
    `${prefix.replace(/\/$/, '')}/${rel.split(path.sep).join('/')}`;

  async function source(rel: string, field: string) {
    const file = path.join(opts.sourceDir, rel);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new MediaError(`${field}: file "${rel}" not found in ${opts.sourceDir}`);
    return { file, size: info.size };
  }

  return {
    /** One file (mp4, image, subtitle, document). */
    async file(rel: string, field: string): Promise<StoredMedia> {
      const { file, size } = await source(rel, field);
      if (opts.objects) await opts.objects.putFile(join(opts.pathPrefix, rel), file);
      return { path: join(opts.pathPrefix, rel), url: join(opts.urlPrefix, rel), size, mime: mimeOf(rel) };
    },
    /** An HLS playlist with its folder of segments; answers its length read from #EXTINF (a master's from its first rendition). */
    async hls(rel: string, field: string): Promise<StoredMedia & { duration: number }> {
      const { file, size } = await source(rel, field);
      const playlist = await readFile(file, 'utf8');
      if (!playlist.startsWith('#EXTM3U')) throw new MediaError(`${field}: "${rel}" is not an HLS playlist`);
      const duration = await playlistSeconds(file, playlist);
      if (opts.objects) {
        // The playlist's whole folder: its segments, variant playlists and init segments.
        const folder = path.dirname(rel);
        await opts.objects.putTree(
          folder === '.' ? opts.pathPrefix : join(opts.pathPrefix, folder),
          path.dirname(file),
        );
      }
      return {
        path: join(opts.pathPrefix, rel),
        url: join(opts.urlPrefix, rel),
        size,
        mime: mimeOf(rel),
        duration: Math.round(duration * 1000) / 1000,
      };
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;

/**
 * Seconds of an HLS playlist: the sum of its #EXTINF; a master playlist (a ladder of renditions,
 * issue 12) has none and is read through its first rendition's playlist, next to it.
 */
async function playlistSeconds(file: string, playlist: string): Promise<number> {
  const lines = playlist.split(/\r?\n/);
  const variantAt = lines.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF'));
  if (variantAt >= 0) {
    const uri = lines.slice(variantAt + 1).find((line) => line.trim() && !line.startsWith('#'));
    if (!uri || /^[a-z]+:|^\/|\.\./i.test(uri.trim())) return 0;
    const variant = path.join(path.dirname(file), uri.trim());
    return playlistSeconds(variant, await readFile(variant, 'utf8').catch(() => ''));
  }
  return [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}
