import type { Db } from '../../db/client.js';
import { createKeyedCache } from '../../lib/keyed-cache.js';
import { type MediaKeyRow, raiseMediaKey, readMediaKey } from './media.repository.js';

/**
 * The learners' media keys (users.media_key, decision 098), which every course media request
 * checks: its link must carry the learner's key now. Raising the key closes every link the
 * learner holds at once; links signed after it carry the new key and open again.
 *
 * Cached per process like the sessions (decision 004): the users trigger NOTIFYs `user_changed`
 * on every change of the row and each process evicts; the process that raised a key evicts
 * itself after the commit. So a media request costs no query while the learner plays.
 */
export function createMediaKeys(db: Db) {
  const cache = createKeyedCache<number, MediaKeyRow | null>({ max: 50_000 });
  return {
    cache,
    /** Whether `key` is the current key of this school's learner, who is not blocked. */
    async isCurrent(projectId: number, userId: number, key: number): Promise<boolean> {
      const row = await cache.load(userId, () => readMediaKey(db, userId));
      // A blocked learner's key was raised with the block; refusing on the flag as well costs nothing.
      return row !== null && row.projectId === projectId && row.blockedAt === null && row.mediaKey === key;
    },
  };
}
export type MediaKeys = ReturnType<typeof createMediaKeys>;

/** The keys travel with the database handle, like the links (media-links.ts): callers have only `db`. */
const keysByDb = new WeakMap<Db, MediaKeys>();
export const setMediaKeys = (db: Db, keys: MediaKeys) => keysByDb.set(db, keys);

/**
 * Closes every course media link the learner holds (an administrator blocked them, or stopped or
 * ended one of their streams). Runs in the caller's transaction; call `forgetMediaKey` after the
 * commit, so that this process's next media request reads the new key.
 */
export const revokeMediaLinks = (tx: Db, userId: number) => raiseMediaKey(tx, userId);

/** After a commit that raised the key: this process reads it again (the others hear `user_changed`). */
export function forgetMediaKey(db: Db, userId: number) {
  keysByDb.get(db)?.cache.evict(userId);
}
