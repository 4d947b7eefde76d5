import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';
import { currentScope, runInScope } from '../request-scope.js';

/**
 * The request id travels with the job (decision 086): a job queued while a request is served gets
 * `requestId` in its data, and the worker that takes it, in whichever process, logs under that id,
 * so one search of the logs follows an upload from its request to the end of its transcode.
 */
export function withRequestId(data: object): object {
  const requestId = currentScope()?.requestId;
  if (!requestId || 'requestId' in data) return data;
  return { ...data, requestId };
}

/** Runs a job's handler in the scope of the request that queued it, with a line when it ends. */
export async function workInJobScope(
  queue: string,
  job: Job<object>,
  log: FastifyBaseLogger | undefined,
  handler: () => Promise<void>,
): Promise<void> {
  if (!log) return handler();
  const requestId = (job.data as { requestId?: unknown }).requestId;
  const ids = { queue, jobId: job.id, ...(typeof requestId === 'string' ? { requestId } : {}) };
  const jobLog = log.child(ids);
  const started = performance.now();
  // A job without a request (a retry by the monitor, a scheduled one) still gets its job id as scope.
  return runInScope(
    { requestId: typeof requestId === 'string' ? requestId : job.id, log: jobLog },
    async () => {
      jobLog.info('job started');
      try {
        await handler();
        jobLog.info({ ms: Math.round(performance.now() - started) }, 'job done');
      } catch (err) {
        // pg-boss records the failure and retries by the queue's policy; the line says which request it was.
        jobLog.error({ err, ms: Math.round(performance.now() - started) }, 'job failed');
        throw err;
      }
    },
  );
}
