import { ERRORS } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLocks } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pgLocker } from './uploads-locker.js';

/**
 * The tus lock shared through the database (decision 052): two lockers stand for two API
 * processes writing the same upload.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const quick = { renewMs: 20, pollMs: 10, leaseMs: 5_000, acquireTimeoutMs: 5_000 };
const never = () => {};

describe('pgLocker', () => {
  it('makes a second process wait, asks the holder to let go, and takes over once it does', async () => {
    const a = pgLocker(t.db, quick).newLock('u1');
    const b = pgLocker(t.db, quick).newLock('u1');
    let releaseAsked!: () => void;
    const asked = new Promise<void>((r) => {
      releaseAsked = r;
    });
    await a.lock(new AbortController().signal, () => releaseAsked());
    let bHolds = false;
    const bLock = b.lock(new AbortController().signal, never).then(() => {
      bHolds = true;
    });
    await asked;
    expect(bHolds).toBe(false);
    await a.unlock();
    await bLock;
    expect(bHolds).toBe(true);
    await b.unlock();
    expect(await t.db.select().from(uploadLocks)).toEqual([]);
  });

  it('frees the lease of a process that stopped renewing it', async () => {
    // No renewal within the test: the holder is "gone" and its short lease runs out.
    const dead = pgLocker(t.db, { ...quick, leaseMs: 100, renewMs: 60_000 }).newLock('u2');
    await dead.lock(new AbortController().signal, never);
    const next = pgLocker(t.db, quick).newLock('u2');
    await next.lock(new AbortController().signal, never);
    const [row] = await t.db.select().from(uploadLocks);
    expect(row?.id).toBe('u2');
    await next.unlock();
    // The dead holder's late unlock does not free the new holder's lock (tokens differ).
    await dead.unlock();
  });

  it('gives up with tus lock timeout while a holder keeps it, or when the request ends', async () => {
    const holder = pgLocker(t.db, quick).newLock('u3');
    await holder.lock(new AbortController().signal, never);
    const waiter = pgLocker(t.db, { ...quick, acquireTimeoutMs: 100 }).newLock('u3');
    await expect(waiter.lock(new AbortController().signal, never)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const stopped = new AbortController();
    const pending = pgLocker(t.db, quick).newLock('u3').lock(stopped.signal, never);
    stopped.abort();
    await expect(pending).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await holder.unlock();
  });
});
