import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ApiError } from '../plugins/errors.js';

/**
 * Password hashing off the main thread and off libuv's thread pool (issue 8: a login flood
 * stalled file serving, which shares that pool). A few worker threads hash, one hash each at
 * a time; a short queue waits for them; past it a hash is refused at once (`HashingBusy`), so
 * a flood costs memory and CPU for at most THREADS + QUEUE hashes, never the whole server.
 *
 * The queue is shared fairly between callers (issue 25, decision 095): each job names its
 * share (the caller's address), free threads take the waiting shares in turn, one job each,
 * and when the queue is full a job of a share holding fewer waiting jobs than the largest
 * share pushes that share's newest job out (refused as if it had come last). So one address
 * may use the whole queue while nobody else needs it, but can never keep another out of it.
 */
export const HASH_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/**
 * Hashes that may wait for a thread: well under a second of argon2id work a thread; at least
 * 16, so that the sign-ins one (account, address) pair may try at once (LOGIN_FAILURE_LIMIT)
 * all fit.
 */
export const HASH_QUEUE = Math.max(16, HASH_THREADS * 8);

/** The share of callers that name none (CLI, seed, staff set-up). */
export const LOCAL_SHARE = 'local';

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

export type HashTask =
  | { algorithm: 'argon2id'; password: string; salt: Buffer; keylen: number; m: number; t: number; p: number }
  | {
      algorithm: 'scrypt';
      password: string;
      salt: Buffer;
      keylen: number;
      N: number;
      r: number;
      p: number;
      maxmem: number;
    };

interface Job {
  task: HashTask;
  resolve: (key: Buffer) => void;
  reject: (err: unknown) => void;
}

let pool: Piscina | undefined;
let running = 0;
/** Waiting jobs by share. A Map keeps insertion order: the next share to serve is the first. */
const waiting = new Map<string, Job[]>();
let waitingCount = 0;
let peakInFlight = 0;

function thePool(): Piscina {
  // Made on first use: scripts that never hash start no threads. Idle threads do not keep
  // the process alive. Jobs are handed over only when a thread is free (`dispatch`), so
  // Piscina's own queue stays empty; its bound only guards that.
  pool ??= new Piscina({
    filename: new URL('./password.worker.js', import.meta.url).href,
    minThreads: HASH_THREADS,
    maxThreads: HASH_THREADS,
    maxQueue: HASH_THREADS,
  });
  return pool;
}

/**
 * One hash in the pool, counted against `share`. Throws HashingBusy, having done nothing, when
 * the queue is full and the share may not push another's job out; a job pushed out later
 * throws HashingBusy too.
 */
export function hashInPool(task: HashTask, share: string = LOCAL_SHARE): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const job: Job = { task, resolve, reject };
    if (running < HASH_THREADS) return start(job);
    if (waitingCount >= HASH_QUEUE && !pushOutFor(share)) return reject(new HashingBusy());
    const jobs = waiting.get(share);
    if (jobs) jobs.push(job);
    else waiting.set(share, [job]);
    waitingCount += 1;
    peakInFlight = Math.max(peakInFlight, running + waitingCount);
  });
}

/**
 * The queue is full: the share waiting with the most jobs gives up its newest, when it holds
 * at least two more than `share` does (fewer, and the newcomer would be the larger one).
 */
function pushOutFor(share: string): boolean {
  let largest: Job[] | undefined;
  let largestShare = '';
  for (const [key, jobs] of waiting) {
    if (!largest || jobs.length > largest.length) {
      largest = jobs;
      largestShare = key;
    }
  }
  const mine = waiting.get(share)?.length ?? 0;
  if (!largest || largest.length < mine + 2) return false;
  const pushedOut = largest.pop()!;
  if (largest.length === 0) waiting.delete(largestShare);
  waitingCount -= 1;
  pushedOut.reject(new HashingBusy());
  return true;
}

function start(job: Job) {
  running += 1;
  peakInFlight = Math.max(peakInFlight, running + waitingCount);
  thePool()
    .run(job.task)
    .then(
      (key: Uint8Array) => job.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength)),
      (err: unknown) =>
        job.reject(
          err instanceof Error && err.message === 'Task queue is at limit' ? new HashingBusy() : err,
        ),
    )
    .finally(() => {
      running -= 1;
      dispatch();
    });
}

/** Free threads take the waiting shares in turn: the first share's oldest job, then that share goes last. */
function dispatch() {
  while (running < HASH_THREADS && waitingCount > 0) {
    const [share, jobs] = waiting.entries().next().value!;
    const job = jobs.shift()!;
    waiting.delete(share);
    if (jobs.length > 0) waiting.set(share, jobs);
    waitingCount -= 1;
    start(job);
  }
}

/** Hashes running or waiting now, and the most there have been since `resetPeak` (for tests). */
export function hashingLoad() {
  return { inFlight: running + waitingCount, peakInFlight, limit: HASH_THREADS + HASH_QUEUE };
}

export function resetPeak() {
  peakInFlight = running + waitingCount;
}
