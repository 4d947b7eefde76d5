import type { SessionRow, UserRow } from './auth.repository.js';

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

/**
 * Signed-in sessions kept in memory so the hot path (every authenticated call)
 * needs no query. Correctness comes from invalidation, not from the TTL:
 * triggers NOTIFY `session_changed` / `user_changed` on any change and every
 * process evicts at once (decision 004). The TTL only bounds the damage of a
 * lost notification; while the listener is down nothing is cached at all.
 */
export function createSessionCache({ ttlMs = 60_000, max = 50_000 } = {}) {
  const byToken = new Map<string, CachedSession & { until: number }>();
  const byUser = new Map<number, Set<string>>();
  // Bumped on every eviction: a read that started before an eviction must not
  // store what it read, or a revoked session could slip back in.
  let generation = 0;
  let enabled = false;

  function drop(tokenHash: string) {
    const entry = byToken.get(tokenHash);
    if (!entry) return;
    byToken.delete(tokenHash);
    const tokens = byUser.get(entry.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) byUser.delete(entry.user.id);
  }

  return {
    get(tokenHash: string, now = Date.now()): CachedSession | undefined {
      const entry = byToken.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until <= now || entry.session.expiresAt.getTime() <= now) {
        drop(tokenHash);
        return undefined;
      }
      return entry;
    },
    /** The generation to hand back to `set`, taken before reading the database. */
    generation: () => generation,
    set(tokenHash: string, value: CachedSession, readAtGeneration: number) {
      if (!enabled || readAtGeneration !== generation) return;
      if (byToken.size >= max) {
        // Oldest first: Map keeps insertion order.
        const oldest = byToken.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      byToken.set(tokenHash, { ...value, until: Date.now() + ttlMs });
      const tokens = byUser.get(value.user.id) ?? new Set<string>();
      tokens.add(tokenHash);
      byUser.set(value.user.id, tokens);
    },
    evictSession(tokenHash: string) {
      generation++;
      drop(tokenHash);
    },
    evictUser(userId: number) {
      generation++;
      for (const tokenHash of [...(byUser.get(userId) ?? [])]) drop(tokenHash);
    },
    /** Caching is on only while change notifications are known to arrive. */
    setEnabled(on: boolean) {
      generation++;
      enabled = on;
      if (!on) {
        byToken.clear();
        byUser.clear();
      }
    },
    get size() {
      return byToken.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
