import type { FastifyBaseLogger } from 'fastify';
import { type Job, type Db as JobQueueSql, PgBoss, type Queue, type SendOptions } from 'pg-boss';
import type { Database } from '../../db/client.js';
import { withRequestId, workInJobScope } from './job-scope.js';

/**
 * The job queue (decision 076): pg-boss on the application's own database, PostgreSQL through
 * its connection string, PGlite through pg-boss's PGlite adapter over the one embedded client.
 * No other service: a job and the rows it belongs to live in the same database, and a job can be
 * sent in the transaction that writes them (`sendIn`).
 *
 * Queues are declared by the modules that use them (`define`). A process with workers on
 * (`JOBS=on`) runs their handlers; one with them off still sends, and starts pg-boss only on its
 * first send, so a process (or a test) that never sends pays nothing.
 */
export interface JobQueueOptions {
  /** Run the handlers in this process (`JOBS=on`). */
  workers: boolean;
  /**
   * How often pg-boss looks for jobs whose worker stopped beating (a process that died mid-job):
   * they are retried. Seconds; the default suits production, tests lower it.
   */
  monitorSeconds?: number;
  /** How often an idle worker asks for a job, seconds (>= 0.5). */
  pollSeconds?: number;
  /** Where the workers log each job (with the request id that queued it, decision 086). */
  log?: FastifyBaseLogger;
}

/** A queue's jobs by state, as pg-boss last counted them (its monitor pass), for the metrics. */
export interface QueueCounts {
  name: string;
  queued: number;
  active: number;
  deferred: number;
  failed: number;
}

export interface QueueDefinition<T extends object> {
  name: string;
  options: Omit<Queue, 'name'>;
  /** Jobs at once in this process. */
  concurrency: number;
  handler(job: Job<T>): Promise<void>;
}

export interface JobQueue {
  readonly workers: boolean;
  define<T extends object>(queue: QueueDefinition<T>): void;
  /** Sends a job outside any transaction. Null when the queue's policy refused it (a duplicate). */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Starts pg-boss if it is not yet (a sender without workers). Call it before opening a
   * transaction that will `sendIn`: with PGlite's one connection, starting inside it would wait
   * on the transaction itself.
   */
  ready(): Promise<void>;
  /** Sends a job in the caller's transaction (a drizzle `tx`), committed with its rows or not at all. */
  sendIn(tx: unknown, name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Starts pg-boss and the workers (workers on), at the app's `onReady`. */
  start(): Promise<void>;
  /** Stops taking jobs, waits a little for those running, and closes pg-boss's connections. */
  stop(opts?: { graceful?: boolean }): Promise<void>;
  /**
   * Each defined queue's counts, as of pg-boss's last monitor pass (every `monitorSeconds`); empty
   * while pg-boss is not started here (a process that neither works nor has sent).
   */
  counts(): Promise<QueueCounts[]>;
}

/** Statements of the caller's transaction in pg-boss's terms (pg-boss's own drizzle adapter, over raw SQL). */
async function inTransaction(tx: unknown): Promise<JobQueueSql> {
  const { sql } = await import('drizzle-orm');
  const { fromDrizzle } = await import('pg-boss');
  return fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
}

export function createJobQueue(database: Database, opts: JobQueueOptions): JobQueue {
  const where = database.jobQueue;
  const boss = new PgBoss({
    ...(where.backend === 'pglite'
      ? { backend: 'pglite', db: where.db }
      : { connectionString: where.connectionString, max: 3 }),
    // Expiry and dead-worker checks; the rest of the maintenance at its defaults.
    superviseIntervalSeconds: opts.monitorSeconds ?? 30,
    monitorIntervalSeconds: opts.monitorSeconds ?? 30,
    schedule: false,
    application_name: 'cp-jobs',
  });
  boss.on('error', (err) => console.error(`job queue: ${err instanceof Error ? err.message : String(err)}`));
  const queues: QueueDefinition<object>[] = [];
  let started: Promise<void> | null = null;
  let stopped = false;

  const ensureStarted = () => {
    started ??= (async () => {
      await boss.start();
      for (const q of queues) {
        if (!(await boss.getQueue(q.name))) await boss.createQueue(q.name, q.options);
      }
      if (!opts.workers) return;
      for (const q of queues) {
        await boss.work<object>(
          q.name,
          { localConcurrency: q.concurrency, pollingIntervalSeconds: opts.pollSeconds ?? 2 },
          async ([job]) => {
            if (job) await workInJobScope(q.name, job, opts.log, () => q.handler(job));
          },
        );
      }
    })();
    return started;
  };

  return {
    workers: opts.workers,
    define(queue) {
      queues.push(queue as unknown as QueueDefinition<object>);
    },
    async send(name, data, options = {}) {
      await ensureStarted();
      return boss.send(name, withRequestId(data), options);
    },
    ready: () => ensureStarted(),
    async sendIn(tx, name, data, options = {}) {
      if (!started) throw new Error('job queue: call ready() before the transaction that sends');
      await started;
      return boss.send(name, withRequestId(data), { ...options, db: await inTransaction(tx) });
    },
    async start() {
      if (opts.workers) await ensureStarted();
    },
    async stop({ graceful = true } = {}) {
      if (stopped || !started) return;
      stopped = true;
      await started.catch(() => {});
      // The embedded database is closed by its owner after the app; pg-boss only lets go of it.
      await boss.stop({ graceful, close: where.backend === 'postgres', timeout: 5000 });
    },
    async counts() {
      if (!started || stopped || queues.length === 0) return [];
      await started;
      const rows = await boss.getQueues(queues.map((q) => q.name));
      return rows.map((r) => ({
        name: r.name,
        queued: r.queuedCount,
        active: r.activeCount,
        deferred: r.deferredCount,
        failed: r.failedCount,
      }));
    },
  };
}
