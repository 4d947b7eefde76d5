import { OBJECT_AREAS } from './object-store.js';

const AREAS: readonly string[] = OBJECT_AREAS;

/**
 * Keys are the server's own paths (object-store.ts), so a bad one is a programming error, thrown:
 * `/`-separated, no empty, `.` or `..` segment, no backslash or NUL, and an area first. On a
 * folder store this is what keeps a key inside its area (never the database or the secrets
 * beside it in DATA_DIR); on S3 it keeps the bucket's layout the folder's.
 */
export function assertObjectKey(key: string): string {
  const segments = key.split('/');
  const plain = (s: string) => s !== '' && s !== '.' && s !== '..' && !/[\\\0]/.test(s);
  if (segments.length < 2 || !AREAS.includes(segments[0]!) || !segments.every(plain)) {
    throw new Error(`not an object key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** A prefix is a key's leading folders: `media/3/course` (removePrefix, putTree). */
export const assertObjectPrefix = assertObjectKey;
