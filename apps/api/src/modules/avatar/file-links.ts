import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@cp/contract';
import type { Db } from '../../db/client.js';

/**
 * Links live between one and two windows: the expiry is rounded up to the window, so a
 * link stays the same for a whole window and the browser's cache keeps working.
 */
export const FILE_LINK_WINDOW_S = 3600;

export interface FileLinks {
  /** `/spa/api/v1/files/{id}?expires=&signature=`: no session token in it (ARCHITECTURE §8). */
  url(projectId: number, fileId: number, nowMs?: number): string;
  valid(projectId: number, fileId: number, expires: number, signature: string, nowMs?: number): boolean;
}

export function createFileLinks(secret: string): FileLinks {
  // The school is part of what is signed: a link of one school opens nothing on another.
  const mac = (projectId: number, fileId: number, expires: number) =>
    createHmac('sha256', secret).update(`file:${projectId}:${fileId}:${expires}`).digest();
  return {
    url(projectId, fileId, nowMs = Date.now()) {
      const expires = (Math.floor(nowMs / 1000 / FILE_LINK_WINDOW_S) + 2) * FILE_LINK_WINDOW_S;
      const signature = mac(projectId, fileId, expires).toString('base64url');
      return `${API_BASE}/files/${fileId}?expires=${expires}&signature=${signature}`;
    },
    valid(projectId, fileId, expires, signature, nowMs = Date.now()) {
      const now = nowMs / 1000;
      if (expires <= now || expires > now + 2 * FILE_LINK_WINDOW_S) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(projectId, fileId, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The signer travels with the database handle: `presentUser(db, user)` is called from
 * several modules, and signing needs no query (the session cache keeps `GET /user` a
 * cache hit, decision 004).
 */
const linksByDb = new WeakMap<Db, FileLinks>();
export const setFileLinks = (db: Db, links: FileLinks) => linksByDb.set(db, links);
export function fileLinksOf(db: Db): FileLinks {
  const links = linksByDb.get(db);
  if (!links) throw new Error('file links not set up for this database (avatarRoutes registers them)');
  return links;
}
