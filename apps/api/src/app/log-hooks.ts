import type { FastifyServerOptions } from 'fastify';
import { loggableError } from '../lib/loggable-error.js';

/**
 * Every log line's `err` without the values of a failed database statement (issue 25, decision
 * 097): pino's hook before a line is written, so each `log.error({ err })` of the app is covered.
 */
const logHooks = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
    const [first] = args;
    if (first instanceof Error) args[0] = loggableError(first);
    else if (first !== null && typeof first === 'object' && 'err' in first) {
      args[0] = { ...first, err: loggableError(first.err) };
    }
    return method.apply(this, args);
  },
};

/** A logger's options with `logHooks` added (a test's own options too); `false` stays off. */
export function withLogHooks(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  return typeof logger === 'object' && logger !== null
    ? { ...logger, hooks: { ...logger.hooks, ...logHooks } }
    : logger;
}
