import { describe, expect, it } from 'vitest';
import { createKeyedCache, freshReads } from './keyed-cache.js';

describe('createKeyedCache (decision 011)', () => {
  it('stores nothing while notifications are not known to arrive', async () => {
    const cache = createKeyedCache<number, string>();
    let reads = 0;
    const load = async () => `v${++reads}`;
    await cache.load(1, load);
    await cache.load(1, load);
    expect(reads).toBe(2);
    cache.setEnabled(true);
    await cache.load(1, load);
    await cache.load(1, load);
    expect(reads).toBe(3);
  });

  it('a fresh read (a request with Cache-Control: no-cache) reads past the cache and refreshes it', async () => {
    const cache = createKeyedCache<number, string>();
    cache.setEnabled(true);
    let version = 1;
    const load = async () => `v${version}`;
    expect(await cache.load(1, load)).toBe('v1');
    // Another process wrote; this one has not had the notification yet.
    version = 2;
    expect(await cache.load(1, load)).toBe('v1');
    expect(await freshReads.run('no-cache', () => cache.load(1, load))).toBe('v2');
    // What the fresh read found is what the next plain read gets.
    expect(await cache.load(1, load)).toBe('v2');
  });

  it('a write reads past only the caches made fresh for writes', async () => {
    const state = createKeyedCache<number, string>({ freshForWrites: true });
    const content = createKeyedCache<number, string>();
    state.setEnabled(true);
    content.setEnabled(true);
    let version = 1;
    const load = async () => `v${version}`;
    await state.load(1, load);
    await content.load(1, load);
    version = 2;
    expect(await freshReads.run('write', () => state.load(1, load))).toBe('v2');
    expect(await freshReads.run('write', () => content.load(1, load))).toBe('v1');
  });

  it('a plain read in flight when a fresh one starts does not store its older answer', async () => {
    const cache = createKeyedCache<number, string>();
    cache.setEnabled(true);
    let release!: () => void;
    const slow = cache.load(1, () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    expect(await freshReads.run('no-cache', () => cache.load(1, async () => 'new'))).toBe('new');
    release();
    expect(await slow).toBe('old');
    expect(cache.get(1)).toBe('new');
  });

  it('a read overtaken by an eviction is not stored', async () => {
    const cache = createKeyedCache<number, string>();
    cache.setEnabled(true);
    let release!: () => void;
    const slow = cache.load(1, () => new Promise<string>((resolve) => (release = () => resolve('stale'))));
    cache.evict(1);
    release();
    expect(await slow).toBe('stale');
    expect(cache.get(1)).toBeUndefined();
  });

  it("an eviction of one key leaves another key's read in flight to be stored", async () => {
    const cache = createKeyedCache<number, string>();
    cache.setEnabled(true);
    let release!: () => void;
    const slow = cache.load(1, () => new Promise<string>((resolve) => (release = () => resolve('one'))));
    cache.evict(2);
    await freshReads.run('no-cache', () => cache.load(3, async () => 'three'));
    release();
    expect(await slow).toBe('one');
    expect(cache.get(1)).toBe('one');
  });

  it('a read in flight when the cache is cleared or switched off is not stored', async () => {
    const cache = createKeyedCache<number, string>();
    cache.setEnabled(true);
    let release!: () => void;
    const slow = cache.load(1, () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    cache.clear();
    release();
    await slow;
    expect(cache.get(1)).toBeUndefined();
    const again = cache.load(1, () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    cache.setEnabled(false);
    cache.setEnabled(true);
    release();
    await again;
    expect(cache.get(1)).toBeUndefined();
  });

  it('a read that joined an evicted load reads again', async () => {
    const cache = createKeyedCache<number, string>();
    cache.setEnabled(true);
    let release!: () => void;
    let reads = 0;
    const slow = cache.load(1, () => {
      reads++;
      return new Promise<string>((resolve) => (release = () => resolve('before')));
    });
    cache.evict(1);
    const after = cache.load(1, async () => {
      reads++;
      return 'after';
    });
    expect(await after).toBe('after');
    release();
    expect(await slow).toBe('before');
    expect(reads).toBe(2);
    expect(cache.get(1)).toBe('after');
  });

  it('never stores a miss, and drops the oldest entry when full', async () => {
    const cache = createKeyedCache<number, string | null>({ max: 2 });
    cache.setEnabled(true);
    await cache.load(9, async () => null);
    expect(cache.size).toBe(0);
    for (const k of [1, 2, 3]) await cache.load(k, async () => `v${k}`);
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([undefined, 'v2', 'v3']);
  });
});
