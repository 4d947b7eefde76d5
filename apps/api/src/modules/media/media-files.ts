import path from 'node:path';

/**
 * Where the media of a path under /v/ are (decision 081): the committed demo media
 * (`/v/demo/...`, a folder of the repository every school's seed uses), or an object of the store
 * whose key is the path itself: imported and library media `media/<school id>/...`, attachments
 * `uploads/<school id>/<upload id>/...` (decision 052).
 */
export type MediaSource = { kind: 'demo'; file: string } | { kind: 'stored'; key: string };

/**
 * Splits a media path into its segments, or null when it is not a plain path: an empty,
 * `.` or `..` segment, a backslash or a NUL never name a file under the signed folder.
 */
export function mediaSegments(rest: string): string[] | null {
  const segments = rest.split('/');
  const plain = (s: string) => s !== '' && s !== '.' && s !== '..' && !/[\\\0]/.test(s);
  return segments.length > 0 && segments.every(plain) ? segments : null;
}

/**
 * The source of a media path, or null when it is not one of this school's: stored media live
 * under their school's id, so a link of another school's folder opens nothing here
 * (ARCHITECTURE §8: nothing of a school is served on another school's host).
 */
export function mediaFile(projectId: number, segments: string[]): MediaSource | null {
  const [kind, ...rest] = segments;
  if (kind === 'demo' && rest.length > 0) return { kind: 'demo', file: rest.join('/') };
  if ((kind === 'media' || kind === 'uploads') && rest.length > 1 && rest[0] === String(projectId)) {
    return { kind: 'stored', key: segments.join('/') };
  }
  return null;
}

/** Played or shown in the page; anything else is downloaded, never rendered on the school's origin. */
const INLINE = new Set([
  '.mp4',
  '.mov',
  '.webm',
  '.gif',
  '.heic',
  '.m4s',
  '.m3u8',
  '.ts',
  '.vtt',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.pdf',
  '.txt',
  '.mp3',
]);

/** `Content-Disposition` of a media file (RFC 6266), with its name in UTF-8 (RFC 8187). */
export function contentDisposition(file: string): string {
  const name = path.posix.basename(file);
  const kind = INLINE.has(path.posix.extname(name).toLowerCase()) ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
