import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadLocks } from '../../db/schema/index.js';

export interface PgLockerOptions {
  /** A lease not renewed for this long is free (its process is gone). */
  leaseMs?: number;
  /** How often the holder renews the lease and looks for a release request. */
  renewMs?: number;
  /** How often a waiting request tries again. */
  pollMs?: number;
  /** Waiting longer than this is tus's "lock timeout" (tus's MemoryLocker waits as long). */
  acquireTimeoutMs?: number;
}

/**
 * tus's lock of an upload in PostgreSQL, so that with several API processes only one request
 * writes an upload at a time (decision 052): tus's own MemoryLocker is per process, and after a
 * dropped connection the client's HEAD may reach another process than the PATCH that is still
 * writing. Like MemoryLocker, a request that wants the upload asks the holder to let go (tus
 * then ends the holder's request after its drain time); a holder's lease runs out if its process
 * dies. Times come from the database clock, never the processes'.
 */
export function pgLocker(db: Db, opts: PgLockerOptions = {}): Locker {
  const leaseMs = opts.leaseMs ?? 30_000;
  const renewMs = opts.renewMs ?? 1_000;
  const pollMs = opts.pollMs ?? 50;
  const acquireTimeoutMs = opts.acquireTimeoutMs ?? 30_000;
  const lease = sql`now() + ${`${leaseMs} milliseconds`}::interval`;

  async function tryAcquire(id: string, token: string) {
    const rows = await db
      .insert(uploadLocks)
      .values({ id, token, expiresAt: lease })
      .onConflictDoUpdate({
        target: uploadLocks.id,
        set: { token, expiresAt: lease, releaseRequested: false },
        setWhere: sql`${uploadLocks.expiresAt} < now()`,
      })
      .returning({ token: uploadLocks.token });
    return rows[0]?.token === token;
  }

  return {
    newLock(id: string): Lock {
      const token = randomBytes(12).toString('hex');
      let renewal: NodeJS.Timeout | undefined;
      return {
        async lock(signal: AbortSignal, requestRelease: RequestRelease) {
          const deadline = Date.now() + acquireTimeoutMs;
          let asked = false;
          while (!(await tryAcquire(id, token))) {
            if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
            if (!asked) {
              // The holder sees this at its next renewal and lets go (tus's requestRelease).
              await db.update(uploadLocks).set({ releaseRequested: true }).where(eq(uploadLocks.id, id));
              asked = true;
            }
            await new Promise((r) => setTimeout(r, pollMs));
          }
          let released = false;
          renewal = setInterval(async () => {
            try {
              const [row] = await db
                .update(uploadLocks)
                .set({ expiresAt: lease })
                .where(and(eq(uploadLocks.id, id), eq(uploadLocks.token, token)))
                .returning({ releaseRequested: uploadLocks.releaseRequested });
              if (row?.releaseRequested && !released) {
                released = true;
                await requestRelease();
              }
            } catch {
              // A failed renewal is retried at the next tick; the lease covers several.
            }
          }, renewMs);
          renewal.unref();
        },
        async unlock() {
          clearInterval(renewal);
          await db.delete(uploadLocks).where(and(eq(uploadLocks.id, id), eq(uploadLocks.token, token)));
        },
      };
    },
  };
}
