import type { DiscountCheckReason, PaymentProvider } from '@cp/contract';
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  courseServices,
  discountCodes,
  discountCredits,
  orders,
  userCourseStreams,
} from '../../db/schema/index.js';
import { ledgerBalance, lockLedger } from '../points/index.js';
import { referralDiscountPercent } from '../referral/index.js';
import { type FulfilResult, failOrder, fulfilOrder, type Tx } from './fulfilment.js';
import type { ServiceRow } from './payments.repository.js';
import { creditWorth, type OrderParts, orderParts, takesOneOffDiscounts } from './pricing.js';
import { lockSchoolCurrency } from './staff/staff-currency.js';

export type OrderRow = typeof orders.$inferSelect;
type CodeRow = typeof discountCodes.$inferSelect;

/** The guarded reservation lost: the code was used up or expired meanwhile (nothing changed). */
export class CodeRefusedError extends Error {
  constructor(readonly reason: DiscountCheckReason) {
    super(reason);
  }
}

/**
 * A priced order the school cannot take now: manual mode without instructions (issue 28,
 * decision 113). Thrown inside the order's transaction, so nothing of it stays.
 */
export class NoCheckoutError extends Error {
  constructor() {
    super('no checkout');
  }
}

/** The school's currency changed since the request read its prices (decision 112): nothing changed. */
export class CurrencyChangedError extends Error {
  constructor() {
    super('currency changed');
  }
}

export interface PlaceOrder {
  projectId: number;
  userId: number;
  service: ServiceRow;
  kind: 'buy' | 'extend';
  streamId: number | null;
  currency: string;
  code: CodeRow | undefined;
  provider: Extract<PaymentProvider, 'test' | 'stripe' | 'manual'>;
  /** Whether the school can take a payment: false refuses an order with something to pay. */
  checkout: boolean;
  contact: { name: string | null; phone: string | null; email: string | null };
}

function openOrder(tx: Tx, input: Pick<PlaceOrder, 'userId' | 'service' | 'streamId'>) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, input.userId),
        eq(orders.courseServiceId, input.service.id),
        sql`coalesce(${orders.userCourseStreamId}, 0) = ${input.streamId ?? 0}`,
        eq(orders.status, 'created'),
        eq(orders.demo, false),
      ),
    )
    .for('update')
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * `UPDATE ... used_count + 1 WHERE` the code still has a use and has not expired: the only
 * way a use is taken, so 100 orders racing for a one-use code reserve it once.
 */
async function reserveCode(tx: Tx, codeId: number) {
  const rows = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        or(isNull(discountCodes.usageLimit), lt(discountCodes.usedCount, discountCodes.usageLimit)),
        or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, sql`now()`)),
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length === 1;
}

/**
 * Stamps the learner's oldest unused points credit on the order (decision 035); its worth in
 * minor units. A learner in debt (a negative balance, decision 096) uses none: the caller holds
 * the ledger's lock, so a refund cannot make the debt between this check and the stamp.
 */
async function takeCredit(tx: Tx, projectId: number, userId: number, orderId: number, currency: string) {
  if ((await ledgerBalance(tx, { projectId, userId })) < 0) return 0;
  const oldest = tx
    .select({ id: discountCredits.id })
    .from(discountCredits)
    .where(
      and(
        eq(discountCredits.projectId, projectId),
        eq(discountCredits.userId, userId),
        isNull(discountCredits.usedAt),
      ),
    )
    .orderBy(asc(discountCredits.createdAt), asc(discountCredits.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [credit] = await tx
    .update(discountCredits)
    .set({ usedAt: sql`now()`, orderId })
    .where(eq(discountCredits.id, sql`(${oldest})`))
    .returning({ amount: discountCredits.amount });
  return credit ? creditWorth(credit.amount, currency) : 0;
}

/**
 * The parts an order placed now would have (issue 27: the price shown before the checkout is the
 * price charged). It reads what `placeOrder` would use, reserving nothing: the open order itself
 * when it has the same code (a second click answers it), otherwise the code, the referral
 * percent and the oldest credit, counting the open order's own credit and referral discount as
 * free again, as replacing it gives them back.
 */
export async function quoteOrder(
  db: Db,
  input: Pick<PlaceOrder, 'projectId' | 'userId' | 'service' | 'streamId' | 'currency' | 'code'>,
): Promise<OrderParts> {
  return db.transaction(async (tx) => {
    const open = await openOrder(tx, input);
    if (open && open.discountCodeId === (input.code?.id ?? null)) {
      return {
        price: open.price,
        codeDiscount: open.codeDiscount,
        referralDiscount: open.referralDiscount,
        creditDiscount: open.creditDiscount,
        amount: open.amount,
      };
    }
    const ref = { projectId: input.projectId, userId: input.userId };
    const oneOff = takesOneOffDiscounts(input.service);
    const referralPercent = oneOff ? await referralDiscountPercent(tx, { ...ref, replacing: open?.id }) : 0;
    let worth = 0;
    if (oneOff && (await ledgerBalance(tx, ref)) >= 0) {
      const [credit] = await tx
        .select({ amount: discountCredits.amount })
        .from(discountCredits)
        .where(
          and(
            eq(discountCredits.projectId, input.projectId),
            eq(discountCredits.userId, input.userId),
            open
              ? or(isNull(discountCredits.usedAt), eq(discountCredits.orderId, open.id))
              : isNull(discountCredits.usedAt),
          ),
        )
        .orderBy(asc(discountCredits.createdAt), asc(discountCredits.id))
        .limit(1);
      worth = credit ? creditWorth(credit.amount, input.currency) : 0;
    }
    return orderParts({ price: input.service.price, code: input.code, referralPercent, creditWorth: worth });
  });
}

/**
 * Makes (or finds) the learner's open order of a service and stream, priced and with its
 * code and credit reserved, in one transaction (decision 060). A double click answers the
 * open order; a retry with another code cancels it (giving back its code and credit) first.
 * An order that comes to zero is paid here and then (`free`).
 */
export async function placeOrder(
  db: Db,
  input: PlaceOrder,
): Promise<{
  order: OrderRow;
  created: boolean;
  fulfilled: FulfilResult | null;
  /** The open order this one replaced (canceled here): its checkout must be closed too. */
  replaced?: OrderRow;
}> {
  return db.transaction(async (tx) => {
    // First, as a change of currency does (decision 112): held shared until the order commits.
    if ((await lockSchoolCurrency(tx, input.projectId)) !== input.currency) throw new CurrencyChangedError();
    const open = await openOrder(tx, input);
    if (open && open.discountCodeId === (input.code?.id ?? null)) {
      if (open.amount > 0 && !input.checkout) throw new NoCheckoutError();
      return { order: open, created: false, fulfilled: null };
    }
    if (open) await failOrder(tx, { orderId: open.id, projectId: input.projectId, status: 'canceled' });
    const replaced = open ?? undefined;
    // Before the insert: the learner's row (the ledger's lock, decision 096), which the insert's
    // key check would otherwise share with a second order placed at once, and both would wait on
    // each other. Held to the end, it also keeps a refund's take-back off the credit checked below.
    await lockLedger(tx, { projectId: input.projectId, userId: input.userId });
    const oneOff = takesOneOffDiscounts(input.service);
    const referralPercent = oneOff
      ? await referralDiscountPercent(tx, { projectId: input.projectId, userId: input.userId })
      : 0;
    const price = input.service.price;
    const [inserted] = await tx
      .insert(orders)
      .values({
        projectId: input.projectId,
        userId: input.userId,
        courseServiceId: input.service.id,
        userCourseStreamId: input.streamId,
        kind: input.kind,
        status: 'created',
        provider: input.provider,
        price,
        amount: price,
        currency: input.currency,
        discountCodeId: input.code?.id ?? null,
        contactName: input.contact.name,
        contactPhone: input.contact.phone,
        contactEmail: input.contact.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // The other click of a double click made it a moment ago.
      const other = await openOrder(tx, input);
      if (!other) throw new Error('open order vanished');
      return { order: other, created: false, fulfilled: null };
    }
    if (input.code && !(await reserveCode(tx, input.code.id))) {
      const expired = input.code.expiresAt && input.code.expiresAt.getTime() <= Date.now();
      throw new CodeRefusedError(expired ? 'expired' : 'used_up');
    }
    const priceOf = (creditWorth: number) =>
      orderParts({ price, code: input.code, referralPercent, creditWorth });
    // The credit is taken only when something is left to pay after the code and the referral.
    const parts =
      oneOff && priceOf(0).amount > 0
        ? priceOf(await takeCredit(tx, input.projectId, input.userId, inserted.id, input.currency))
        : priceOf(0);
    const { amount } = parts;
    const [priced] = await tx
      .update(orders)
      .set({
        codeDiscount: parts.codeDiscount,
        referralDiscount: parts.referralDiscount,
        creditDiscount: parts.creditDiscount,
        amount,
        provider: amount === 0 ? 'free' : input.provider,
      })
      .where(eq(orders.id, inserted.id))
      .returning();
    if (amount > 0 && !input.checkout) throw new NoCheckoutError();
    if (amount > 0) return { order: priced!, created: true, fulfilled: null, replaced };
    const fulfilled = await fulfilOrder(tx, {
      orderId: priced!.id,
      projectId: input.projectId,
      amountPaid: 0,
      currency: input.currency,
    });
    const [paid] = await tx.select().from(orders).where(eq(orders.id, priced!.id));
    return { order: paid!, created: true, fulfilled, replaced };
  });
}

/**
 * Where the provider's checkout is: saved once it answers, by the first answer only. Two
 * clicks racing on one open order both started a checkout; both learners' tabs get the
 * one saved first (Stripe answers the same session to both anyway: its idempotency key).
 */
export async function saveCheckout(db: Db, orderId: number, ref: string, url: string) {
  const [row] = await db
    .update(orders)
    .set({ providerRef: ref, paymentUrl: url, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.providerRef)))
    .returning();
  if (row) return row;
  const [saved] = await db.select().from(orders).where(eq(orders.id, orderId));
  return saved!;
}

/** The learner's own order in this school, with what it buys (its page names it), or undefined. */
export async function learnerOrder(db: Db, projectId: number, userId: number, id: number) {
  const [found] = await db
    .select({
      row: orders,
      service: { type: courseServices.type, questionsCount: courseServices.questionsCount },
    })
    .from(orders)
    .innerJoin(courseServices, eq(courseServices.id, orders.courseServiceId))
    .where(and(eq(orders.id, id), eq(orders.projectId, projectId), eq(orders.userId, userId)))
    .limit(1);
  return found;
}

/** The learner's stream in this school, or undefined. */
export async function learnerStream(db: Db, projectId: number, userId: number, streamId: number) {
  const [row] = await db
    .select()
    .from(userCourseStreams)
    .where(
      and(
        eq(userCourseStreams.id, streamId),
        eq(userCourseStreams.projectId, projectId),
        eq(userCourseStreams.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

/** The learner's latest paid stream of a course (expert questions go to it). */
export async function heldStreamOf(db: Db, projectId: number, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(userCourseStreams)
    .where(
      and(
        eq(userCourseStreams.projectId, projectId),
        eq(userCourseStreams.userId, userId),
        eq(userCourseStreams.courseId, courseId),
        eq(userCourseStreams.isDemo, false),
      ),
    )
    .orderBy(desc(userCourseStreams.id))
    .limit(1);
  return row;
}
