import { describe, expect, it } from 'vitest';
import type { SessionRow, UserRow } from './auth.repository.js';
import { createSessionCache } from './session-cache.js';

const entry = (userId: number, expiresInMs = 60_000) => ({
  session: { id: 1, userId, projectId: 1, expiresAt: new Date(Date.now() + expiresInMs) } as SessionRow,
  user: { id: userId } as UserRow,
});

describe('session cache', () => {
  it('caches nothing until notifications are live', () => {
    const cache = createSessionCache();
    cache.set('a', entry(1), cache.generation());
    expect(cache.get('a')).toBeUndefined();
    cache.setEnabled(true);
    cache.set('a', entry(1), cache.generation());
    expect(cache.get('a')).toBeDefined();
  });

  it('does not store a read that an eviction overtook', () => {
    const cache = createSessionCache();
    cache.setEnabled(true);
    const readAt = cache.generation();
    cache.evictSession('a'); // the revocation lands while the read is in flight
    cache.set('a', entry(1), readAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts every session of a changed user, and forgets everything when notifications stop', () => {
    const cache = createSessionCache();
    cache.setEnabled(true);
    cache.set('a', entry(1), cache.generation());
    cache.set('b', entry(1), cache.generation());
    cache.set('c', entry(2), cache.generation());
    cache.evictUser(1);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')).toBeDefined();
    cache.setEnabled(false);
    expect(cache.get('c')).toBeUndefined();
  });

  it('drops expired sessions and the oldest entry when full', () => {
    const cache = createSessionCache({ max: 2 });
    cache.setEnabled(true);
    cache.set('expired', entry(1, -1), cache.generation());
    expect(cache.get('expired')).toBeUndefined();
    cache.set('a', entry(1), cache.generation());
    cache.set('b', entry(2), cache.generation());
    cache.set('c', entry(3), cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });
});
