import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { createIntervalSweep } from '../../lib/interval-sweep.js';
import { settleDueCashback } from './cashback.service.js';

/** Every five minutes: a cashback is credited at most this long after its hold ends, unless read sooner. */
const TICK_MS = 5 * 60_000;

/**
 * Credits cashback past its hold in the background (decision 091), like the test renewals'
 * sweep: each process may run it, rows are claimed `FOR UPDATE SKIP LOCKED`, so two never
 * credit one twice. A batch full means more are due: the next tick takes them.
 */
export function createCashbackScheduler(db: Db, log?: FastifyBaseLogger) {
  return createIntervalSweep({
    everyMs: TICK_MS,
    sweep: async () => {
      const n = await settleDueCashback(db);
      if (n > 0) log?.info({ credited: n }, 'referral cashback credited');
    },
    failure: 'referral cashback sweep failed',
    log,
  });
}
