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
 * with the same open days: the links go in as placeholders that `fillMediaTemplate` signs per
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

/**
 * A course's JSON with placeholder links, cut once into its text as UTF-8 bytes and the links
 * between them. The courses list is a hot read whose text is mostly Cyrillic: encoding its
 * kilobytes for every answer was a sixth of its CPU (a profile of `GET /courses` under load,
 * issue 30), where the links signed per request are short ASCII.
 */
export interface MediaTemplate {
  /** One more than `links`: the text before each link, and the rest. */
  texts: Buffer[];
  links: { scope: MediaScope; path: string }[];
}

export function mediaTemplate(json: string): MediaTemplate {
  const texts: Buffer[] = [];
  const links: MediaTemplate['links'] = [];
  let from = 0;
  for (const match of json.matchAll(FILLED)) {
    texts.push(Buffer.from(json.slice(from, match.index)));
    links.push({ scope: match[1] === 'f' ? 'file' : 'folder', path: match[2] as string });
    from = match.index + match[0].length;
  }
  texts.push(Buffer.from(json.slice(from)));
  return { texts, links };
}

/** The template's bytes with each link signed for `holder` now, in order. */
export function fillMediaTemplate(
  template: MediaTemplate,
  links: MediaLinks,
  { projectId, userId, key }: MediaHolder,
): Buffer[] {
  const nowMs = Date.now();
  const chunks: Buffer[] = [];
  template.links.forEach(({ scope, path }, i) => {
    chunks.push(template.texts[i] as Buffer);
    chunks.push(Buffer.from(links.link(projectId, userId, path, scope, { key, nowMs })));
  });
  chunks.push(template.texts[template.links.length] as Buffer);
  return chunks;
}
