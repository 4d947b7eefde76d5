import type { FastifyInstance } from 'fastify';
import { createIntervalSweep } from '../../lib/interval-sweep.js';
import { sweepAccessEnding } from './access-ending-mail.js';
import { sweepExpertAnswers } from './expert-answers-digest.js';
import { pruneClaims } from './mail-notifications.repository.js';
import { sweepRenewalFailures } from './renewal-failed-mail.js';

/** Claims older than any event a sweep still looks at (a year of warning, with room). */
const CLAIMS_KEPT_DAYS = 400;

/**
 * The e-mails no request sends (decision 143): the experts' answers' digest, failed renewals and
 * access ending soon. Every API process may run it: each mail is claimed in PostgreSQL first, so
 * a restart resumes and two processes never send one twice.
 */
export function createMailSweeps(app: FastifyInstance, tickMs = 60_000) {
  async function tick(now = new Date()) {
    const digests = await sweepExpertAnswers(app, now);
    const renewals = await sweepRenewalFailures(app, now);
    const endings = await sweepAccessEnding(app, now);
    await pruneClaims(app.db, new Date(now.getTime() - CLAIMS_KEPT_DAYS * 24 * 3600 * 1000));
    return { digests, renewals, endings };
  }
  return {
    tick,
    ...createIntervalSweep({
      everyMs: tickMs,
      sweep: () => tick(),
      failure: 'mail notifications sweep failed',
      log: app.log,
    }),
  };
}
