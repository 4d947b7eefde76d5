import type { FastifyBaseLogger } from 'fastify';

/**
 * The one background loop of the API's sweeps (reminders, test renewals, referral cashback):
 * runs `sweep` every `everyMs` in this process, never two at once (a slow sweep makes the next
 * tick skip rather than pile up), never keeps the process alive (`unref`), logs a failure and
 * carries on, and `stop` waits for a sweep under way so the database is not closed beneath it.
 * Each sweep keeps its own state in the database, so every process may run one.
 */
export function createIntervalSweep(options: {
  everyMs: number;
  sweep: () => Promise<unknown>;
  /** What the log says when a sweep throws. */
  failure: string;
  log?: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  return {
    start() {
      timer = setInterval(() => {
        if (running) return;
        running = options
          .sweep()
          .then(
            () => undefined,
            (err: unknown) => options.log?.error({ err }, options.failure),
          )
          .finally(() => {
            running = undefined;
          });
      }, options.everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
