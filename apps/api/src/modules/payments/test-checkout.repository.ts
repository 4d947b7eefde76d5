import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseServices, orders, paymentSubscriptions } from '../../db/schema/index.js';
import type { Tx } from './fulfilment.js';

/** The test order a checkout token names, in this school, with its service's title. */
export async function testOrderByToken(db: Db, projectId: number, token: string) {
  const [row] = await db
    .select({ order: orders, title: courseServices.title })
    .from(orders)
    .innerJoin(courseServices, eq(courseServices.id, orders.courseServiceId))
    .where(and(eq(orders.projectId, projectId), eq(orders.provider, 'test'), eq(orders.providerRef, token)))
    .limit(1);
  return row;
}

/** Stripe's 4000000000000341: this subscription's later renewals fail (the test sweep reads it). */
export async function markRenewalFails(tx: Tx, subscriptionId: number) {
  await tx
    .update(paymentSubscriptions)
    .set({ renewalFails: true })
    .where(eq(paymentSubscriptions.id, subscriptionId));
}
