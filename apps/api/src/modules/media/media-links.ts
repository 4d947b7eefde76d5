import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';

/**
 * Signed links to course media (decision 042): `/v/s/<token>/<path under /v/>`. The token is a
 * path prefix, so an HLS playlist's relative segment URIs inherit it and no playlist is rewritten.
 *
 * A link lives between one and two windows: its expiry is rounded up to the window, so a
 * learner's link stays the same for a whole window (the browser's cache keeps working, and a
 * refetched course answer is equal to the one the player holds).
 */
export const MEDIA_LINK_WINDOW_S = 6 * 3600;

/** Where the token comes in a signed link; everything under it is the asset's path. */
export const SIGNED_MEDIA_PREFIX = '/v/s/';

/**
 * What a link opens: one `file`, or a `folder` and everything under it (an HLS playlist's folder:
 * its segments, init segment and variant playlists).
 */
export type MediaScope = 'file' | 'folder';

/** Who a link is signed for, and with which of their keys (users.media_key, decision 098). */
export interface LinkOptions {
  /** The learner's media key now; 0, a key never raised, signs the links of before decision 098. */
  key?: number;
  nowMs?: number;
}

export interface SignedLinkRequest {
  /** The school of the host the link is used on. */
  projectId: number;
  /** The asset's path under /v/, split on "/" (e.g. demo, clip-1, hls, index.m3u8). */
  segments: string[];
}

export interface MediaLinks {
  /** The signed link of the media path `path` (under /v/, e.g. `demo/clip-1/video.mp4`). */
  link(projectId: number, userId: number, path: string, scope: MediaScope, options?: LinkOptions): string;
  /**
   * The learner, key and expiry (seconds) of a token that opens `segments` for this school, else
   * null. Whether the key is still the learner's is the caller's to check (media-keys.ts).
   */
  verify(
    token: string,
    request: SignedLinkRequest,
    nowMs?: number,
  ): { userId: number; key: number; expires: number } | null;
}

/** `<user>.<expires>.<depth>[.<key>].<signature>`: a key of 0 is left out. */
const TOKEN = /^(\d{1,12})\.(\d{1,12})\.(\d{1,3})(?:\.([1-9]\d{0,9}))?\.([\w-]{43})$/;

export function createMediaLinks(secret: string): MediaLinks {
  // School, learner, key, expiry and what it opens are all signed: a link opens nothing else, on
  // no other host, for no longer (ARCHITECTURE §8, docs/ARCHITECTURE.md), nor after its learner's
  // key was raised. Key 0 signs what every link signed before keys existed, so those stay good
  // until they expire; another key has its own prefix, so no scope can pass for one.
  const mac = (projectId: number, userId: number, key: number, expires: number, scope: string) =>
    createHmac('sha256', secret)
      .update(`${key === 0 ? 'media' : `media-k${key}`}:${projectId}:${userId}:${expires}:${scope}`)
      .digest();
  const scopeOf = (segments: string[], depth: number) =>
    // A folder scope ends with "/": a file's token is never a folder's token.
    depth === segments.length ? segments.join('/') : `${segments.slice(0, depth).join('/')}/`;

  return {
    link(projectId, userId, path, scope, { key = 0, nowMs = Date.now() } = {}) {
      const segments = path.split('/');
      const depth = scope === 'file' ? segments.length : segments.length - 1;
      const expires = (Math.floor(nowMs / 1000 / MEDIA_LINK_WINDOW_S) + 2) * MEDIA_LINK_WINDOW_S;
      const signature = mac(projectId, userId, key, expires, scopeOf(segments, depth)).toString('base64url');
      const keyPart = key === 0 ? '' : `.${key}`;
      return `${SIGNED_MEDIA_PREFIX}${userId}.${expires}.${depth}${keyPart}.${signature}/${path}`;
    },
    verify(token, { projectId, segments }, nowMs = Date.now()) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, user, exp, d, k, signature] = match;
      const userId = Number(user);
      const key = k === undefined ? 0 : Number(k);
      const expires = Number(exp);
      const depth = Number(d);
      const now = nowMs / 1000;
      if (expires <= now || expires > now + 2 * MEDIA_LINK_WINDOW_S) return null;
      if (depth < 1 || depth > segments.length) return null;
      const given = Buffer.from(signature!, 'base64url');
      const expected = mac(projectId, userId, key, expires, scopeOf(segments, depth));
      const valid = given.length === expected.length && timingSafeEqual(given, expected);
      return valid ? { userId, key, expires } : null;
    },
  };
}

/**
 * The signer travels with the database handle, like the file links (avatar/file-links.ts): the
 * course presenters run in several modules and signing needs no query.
 */
const linksByDb = new WeakMap<Db, MediaLinks>();
export const setMediaLinks = (db: Db, links: MediaLinks) => linksByDb.set(db, links);
export function mediaLinksOf(db: Db): MediaLinks {
  const links = linksByDb.get(db);
  if (!links) throw new Error('media links not set up for this database (mediaPlugin registers them)');
  return links;
}
