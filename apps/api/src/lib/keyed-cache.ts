import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Requests whose reads go past this process's caches to the database, and refresh them
 * (learning-cache.plugin.ts, decision 106): `no-cache`, a read that asked so (a learner who just
 * wrote on one process reads on another before it has the notification); `write`, any write, which
 * decides on what the database holds now (only caches made with `freshForWrites`).
 */
export type FreshRead = 'no-cache' | 'write';
export const freshReads = new AsyncLocalStorage<FreshRead>();

/**
 * A per-process cache of values read from the database, correct by
 * invalidation rather than by expiry (the pattern of decision 004): triggers
 * NOTIFY on every change and each process evicts at once. The TTL only bounds
 * the damage of a lost notification; while notifications are not known to
 * flow, nothing is stored at all.
 */
export function createKeyedCache<K, V>({ ttlMs = 60_000, max = 10_000, freshForWrites = false } = {}) {
  const entries = new Map<K, { value: V; until: number }>();
  // Bumped on every eviction: a read that started before an eviction must not
  // store what it read, or a stale value could slip back in.
  let generation = 0;
  let enabled = false;
  /** Loads in flight, so a burst of misses on one key costs one read. */
  const pending = new Map<K, { generation: number; promise: Promise<V> }>();

  function get(key: K, now = Date.now()): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  function set(key: K, value: V, readAtGeneration: number) {
    if (!enabled || readAtGeneration !== generation) return;
    if (entries.size >= max) {
      // Oldest first: a Map keeps insertion order.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, until: Date.now() + ttlMs });
  }

  return {
    get,
    /** The cached value, else `load()` stored for the next caller. */
    async load(key: K, load: () => Promise<V>): Promise<V> {
      const asked = freshReads.getStore();
      const fresh = asked === 'no-cache' || (asked === 'write' && freshForWrites);
      // A fresh read treats whatever was read before it as suspect, as an eviction does: a plain
      // read already in flight must not store its older answer over this one.
      if (fresh) {
        generation++;
        entries.delete(key);
      }
      const hit = fresh ? undefined : get(key);
      if (hit !== undefined) return hit;
      const inFlight = pending.get(key);
      if (!fresh && inFlight && inFlight.generation === generation) return inFlight.promise;
      const readAt = generation;
      const promise = load().then((value) => {
        // Unknown keys are caller-chosen ids: never fill the cache with misses.
        if (value !== null && value !== undefined) set(key, value, readAt);
        return value;
      });
      pending.set(key, { generation: readAt, promise });
      try {
        return await promise;
      } finally {
        if (pending.get(key)?.promise === promise) pending.delete(key);
      }
    },
    evict(key: K) {
      generation++;
      entries.delete(key);
    },
    clear() {
      generation++;
      entries.clear();
    },
    /** Caching is on only while change notifications are known to arrive. */
    setEnabled(on: boolean) {
      generation++;
      enabled = on;
      if (!on) entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type KeyedCache<K, V> = ReturnType<typeof createKeyedCache<K, V>>;
