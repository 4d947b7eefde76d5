import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { paymentSettings, paymentSubscriptions } from '../../db/schema/index.js';
import { createIntervalSweep } from '../../lib/interval-sweep.js';
import { failSubscriptionRenewal, recordPaymentEvent, renewSubscription } from './fulfilment.js';

const TICK_MS = 60_000;
const BATCH = 100;

/**
 * Test mode's renewals (decision 062): what Stripe's `invoice.paid` does for a live school,
 * a sweep does for `provider = 'test'` subscriptions whose next payment is due. Rows are
 * claimed `FOR UPDATE SKIP LOCKED`, so several API processes never renew one twice; the
 * event id (subscription and due time) makes a repeated sweep of the same period a no-op.
 * A canceled subscription has no next payment and simply runs to its end.
 */
export async function renewDueTestSubscriptions(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ s: paymentSubscriptions })
      .from(paymentSubscriptions)
      // Only while the school is in test mode: a school gone live gives no free renewals.
      .innerJoin(
        paymentSettings,
        and(eq(paymentSettings.projectId, paymentSubscriptions.projectId), eq(paymentSettings.mode, 'test')),
      )
      .where(
        and(
          eq(paymentSubscriptions.provider, 'test'),
          eq(paymentSubscriptions.status, 'active'),
          lte(paymentSubscriptions.nextPayAt, now),
        ),
      )
      .orderBy(asc(paymentSubscriptions.nextPayAt))
      .limit(BATCH)
      .for('update', { of: paymentSubscriptions, skipLocked: true });
    const changed: { userId: number; streamId: number | null }[] = [];
    let failed = 0;
    for (const { s } of due) {
      const ref = { projectId: s.projectId, subscriptionId: s.id };
      if (s.renewalFails) {
        if (await failSubscriptionRenewal(tx, ref)) failed += 1;
        continue;
      }
      const eventId = `test_renewal_${s.id}_${s.nextPayAt!.getTime()}`;
      if (
        !(await recordPaymentEvent(tx, {
          projectId: s.projectId,
          provider: 'test',
          eventId,
          type: 'invoice.paid',
        }))
      ) {
        continue;
      }
      const renewed = await renewSubscription(tx, { ...ref, amountPaid: s.amount, currency: s.currency });
      if (renewed) changed.push(renewed);
    }
    return { renewed: changed.length, failed, changed };
  });
}

/** Runs the sweep every minute in this process (like the reminder scheduler). */
export function createRenewalScheduler(
  db: Db,
  onChanged: (c: { userId: number; streamId: number | null }) => void,
  log?: FastifyBaseLogger,
) {
  return createIntervalSweep({
    everyMs: TICK_MS,
    sweep: async () => (await renewDueTestSubscriptions(db)).changed.forEach(onChanged),
    failure: 'test renewal sweep failed',
    log,
  });
}
