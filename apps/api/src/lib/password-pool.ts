import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ApiError } from '../plugins/errors.js';

/**
 * Password hashing off the main thread and off libuv's thread pool (issue 8: a login flood
 * stalled file serving, which shares that pool). A few worker threads hash, one hash each at
 * a time; a short queue waits for them; past it a hash is refused at once (`HashingBusy`), so
 * a flood costs memory and CPU for at most THREADS + QUEUE hashes, never the whole server.
 * scrypt takes 128 MiB per hash (ARCHITECTURE §8 parameters), so the bound is on memory too.
 */
export const HASH_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/**
 * Hashes that may wait for a thread: some seconds of work, no more; at least 16, so that the
 * sign-ins one (account, address) pair may try at once (LOGIN_FAILURE_LIMIT) all fit.
 */
export const HASH_QUEUE = Math.max(16, HASH_THREADS * 8);

/** Seconds a refused caller is told to wait: the queue drains in about that long. */
const RETRY_AFTER_S = 5;

/**
 * The queue is full: 503 with Retry-After in the error shape (decision 041). Sign-in and
 * sign-up answer it in the request's language; any other caller answers it as it is.
 */
export class HashingBusy extends ApiError {
  constructor() {
    super(503, 'The server is busy checking passwords. Try again in a few seconds.', 0, {
      'retry-after': String(RETRY_AFTER_S),
    });
  }
}

let pool: Piscina | undefined;
let inFlight = 0;
let peakInFlight = 0;

function thePool(): Piscina {
  // Made on first use: scripts that never hash start no threads. Idle threads do not keep
  // the process alive.
  pool ??= new Piscina({
    filename: new URL('./scrypt.worker.js', import.meta.url).href,
    minThreads: HASH_THREADS,
    maxThreads: HASH_THREADS,
    maxQueue: HASH_QUEUE,
  });
  return pool;
}

export interface ScryptTask {
  password: string;
  salt: Buffer;
  keylen: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

/** scrypt in the pool; throws HashingBusy, having done nothing, when the queue is full. */
export async function scryptInPool(task: ScryptTask): Promise<Buffer> {
  const workers = thePool();
  if (workers.queueSize >= HASH_QUEUE) throw new HashingBusy();
  inFlight += 1;
  peakInFlight = Math.max(peakInFlight, inFlight);
  try {
    const key: Uint8Array = await workers.run(task);
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  } catch (err) {
    if (err instanceof Error && err.message === 'Task queue is at limit') throw new HashingBusy();
    throw err;
  } finally {
    inFlight -= 1;
  }
}

/** Hashes running or waiting now, and the most there have been since `resetPeak` (for tests). */
export function hashingLoad() {
  return { inFlight, peakInFlight, limit: HASH_THREADS + HASH_QUEUE };
}

export function resetPeak() {
  peakInFlight = inFlight;
}
