import { OFFLINE_FOLDERS } from '@cp/contract';

/**
 * Where downloads live (decision 065). One relative path per stored file, the same in the web
 * build (a Cache Storage entry the service worker serves) and in the mobile shell (a file in the
 * app's data folder): `<userId>/videos/courses/<courseId>/<videoId>/<quality>/<file>` for a video's
 * rendition, `<userId>/files/courses/<courseId>/<documentId>/<name>` for a document. The learner's
 * id leads, so one learner's downloads are never another's (and logout removes that folder).
 */

/** The Cache Storage cache of downloaded files in the web build. */
export const DOWNLOADS_CACHE = 'cp-downloads-v1';

/** The path segment, under the app's base, whose GETs the service worker answers from DOWNLOADS_CACHE. */
export const OFFLINE_SEGMENT = '__offline__';

/** Path segments stay plain: ids, quality names, file names the server gave (no "..", no "/"). */
const safe = (part: string | number) =>
  String(part)
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '_');

export function videoFilePath(
  userId: number,
  courseId: number,
  videoId: number,
  quality: string,
  file: string,
): string {
  return [userId, OFFLINE_FOLDERS.videos, 'courses', courseId, videoId, quality, file].map(safe).join('/');
}

export function documentFilePath(userId: number, courseId: number, documentId: number, name: string): string {
  return [userId, OFFLINE_FOLDERS.files, 'courses', courseId, documentId, name].map(safe).join('/');
}

/** Everything one learner downloaded: removed at logout. */
export const userFolder = (userId: number): string => `${safe(userId)}/`;

/**
 * The address the service worker answers for a stored file in the web build: under the app's base
 * (`import.meta.env.BASE_URL`), so it is in the worker's scope and on the school's own origin.
 */
export function offlineUrl(base: string, path: string): string {
  return `${base.replace(/\/?$/, '/')}${OFFLINE_SEGMENT}/${path}`;
}
