import path from 'node:path';

/**
 * Types by extension of what the server stores: course media, attachments, brand pictures. A
 * folder store is served by @fastify/static, which knows these by itself; S3 objects are served
 * by send-object.ts and stored with the same type, so both backends answer alike.
 */
const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.heic': 'image/heic',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

/** The type of a key or file name by its extension; unknown ones are plain bytes. */
export function contentTypeOf(name: string): string | undefined {
  return TYPES[path.posix.extname(name).toLowerCase()];
}

/** What a text type is sent as: UTF-8 said out loud, as @fastify/static says it. */
export const withCharset = (type: string) =>
  type.startsWith('text/') || type === 'application/json' ? `${type}; charset=utf-8` : type;
