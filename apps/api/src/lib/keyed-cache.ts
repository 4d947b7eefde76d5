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
  /**
   * A load in flight: a burst of misses on one key costs one read. An eviction of its key marks it
   * stale, and a stale load does not store what it read, or a value read before a change could
   * slip back in after it. Per key (decision 139): one cache-wide counter let any learner's write
   * keep every other learner's read in flight from being stored, and under a steady stream of
   * writes the cache of the learning area's hot reads stored almost nothing.
   */
  interface Load {
    epoch: number;
    stale: boolean;
    promise: Promise<V>;
  }
  const pending = new Map<K, Load>();
  // Bumped by clear() and setEnabled(): every load in flight then is suspect.
  let epoch = 0;
  let enabled = false;

  function get(key: K, now = Date.now()): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  function store(key: K, value: V, load: Load) {
    if (!enabled || load.stale || load.epoch !== epoch) return;
    if (entries.size >= max) {
      // Oldest first: a Map keeps insertion order.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, until: Date.now() + ttlMs });
  }

  /** What is cached or being read for `key` is suspect from now on. */
  function forget(key: K) {
    const inFlight = pending.get(key);
    if (inFlight) inFlight.stale = true;
    entries.delete(key);
  }

  return {
    get,
    /** The cached value, else `load()` stored for the next caller. */
    async load(key: K, read: () => Promise<V>): Promise<V> {
      const asked = freshReads.getStore();
      const fresh = asked === 'no-cache' || (asked === 'write' && freshForWrites);
      // A fresh read treats whatever was read before it as suspect, as an eviction does: a plain
      // read already in flight must not store its older answer over this one.
      if (fresh) forget(key);
      const hit = fresh ? undefined : get(key);
      if (hit !== undefined) return hit;
      const inFlight = pending.get(key);
      if (!fresh && inFlight && !inFlight.stale && inFlight.epoch === epoch) return inFlight.promise;
      const load: Load = { epoch, stale: false, promise: Promise.resolve(undefined as V) };
      load.promise = read().then((value) => {
        // Unknown keys are caller-chosen ids: never fill the cache with misses.
        if (value !== null && value !== undefined) store(key, value, load);
        return value;
      });
      pending.set(key, load);
      try {
        return await load.promise;
      } finally {
        if (pending.get(key) === load) pending.delete(key);
      }
    },
    evict(key: K) {
      forget(key);
    },
    clear() {
      epoch++;
      entries.clear();
    },
    /** Caching is on only while change notifications are known to arrive. */
    setEnabled(on: boolean) {
      epoch++;
      enabled = on;
      if (!on) entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type KeyedCache<K, V> = ReturnType<typeof createKeyedCache<K, V>>;
