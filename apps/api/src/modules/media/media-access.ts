import { randomBytes } from 'node:crypto';
import type { MediaLinks, MediaScope } from './media-links.js';

/**
 * What of a course one learner may load now (spec 02 §4 locks, ARCHITECTURE §8): the days open
 * to them, and the address of each of the course's media files. Course answers take one of these
 * instead of the raw `/v/...` paths, which open nothing by themselves (decision 042).
 */
export interface MediaAccess {
  /** The day is open to the learner now: its videos and documents come with links. */
  dayOpen(dayId: number): boolean;
  /** The address the app loads: a signed link for a course media path, anything else as it is. */
  link(url: string, scope: MediaScope): string;
}

/** Course media are the committed demo media and the imported ones (courses/import). */
const MEDIA_URL = /^\/v\/((?:demo|media)\/.+)$/;

/** The media path under /v/ of a stored url (`/v/demo/clip-1/video.mp4` -> `demo/clip-1/video.mp4`). */
export function mediaPathOf(url: string): string | null {
  return MEDIA_URL.exec(url)?.[1] ?? null;
}

/** Whom course media links are signed for: a learner of a school, with their media key now (decision 098). */
export interface MediaHolder {
  projectId: number;
  userId: number;
  /** users.media_key as the request read it. */
  key: number;
}

/** Links of one learner in one school, as of now. */
export function signedMedia(
  links: MediaLinks,
  { projectId, userId, key }: MediaHolder,
  dayOpen: (dayId: number) => boolean,
): MediaAccess {
  const nowMs = Date.now();
  return {
    dayOpen,
    link(url, scope) {
      const path = mediaPathOf(url);
      return path === null ? url : links.link(projectId, userId, path, scope, { key, nowMs });
    },
  };
}

/**
 * The courses list keeps its JSON per course version (decision 011), the same for every learner
 * with the same open days: the links go in as placeholders that `fillMediaLinks` signs per
 * request. The placeholder holds a per-process secret, so no course text can pass for one.
 */
const PLACEHOLDER = `/v/s/${randomBytes(12).toString('base64url')}~`;
const FILLED = new RegExp(`${PLACEHOLDER.replaceAll('/', '\\/')}([fd])/([^"\\\\]+)`, 'g');

export function placeholderMedia(dayOpen: (dayId: number) => boolean): MediaAccess {
  return {
    dayOpen,
    link(url, scope) {
      const path = mediaPathOf(url);
      return path === null ? url : `${PLACEHOLDER}${scope === 'file' ? 'f' : 'd'}/${path}`;
    },
  };
}

export function fillMediaLinks(
  json: string,
  links: MediaLinks,
  { projectId, userId, key }: MediaHolder,
): string {
  const nowMs = Date.now();
  return json.replace(FILLED, (_all, scope: string, path: string) =>
    links.link(projectId, userId, path, scope === 'f' ? 'file' : 'folder', { key, nowMs }),
  );
}
