import { currencyDigits, formatMinorUnits, type Language, MONEY_MAX_MINOR } from '@cp/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { courseServices, discountCodes, orders, projects } from '../../../db/schema/index.js';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import type { SchoolChange } from '../../tenancy/index.js';
import type { Tx } from '../fulfilment.js';

/**
 * The school's currency (issue 28, decision 112). It changes until the first order: an order,
 * its refund and its referral cashback keep amounts in the currency it was taken in, so after one
 * the school's money would be in two currencies. Prices already set keep the number the
 * administrator typed (1 990 RUB becomes 1 990 EUR, and 1 990 JPY): the stored minor units are
 * rescaled by the difference of ISO 4217 digits, never reread at another scale. A price the new
 * scale cannot hold (a fraction JPY has not, a number past the largest price) refuses the change.
 */

/** The project's row, locked: an order being placed holds it shared (`lockSchoolCurrency`). */
async function lockedCurrency(tx: Tx, projectId: number): Promise<string> {
  const [row] = await tx
    .select({ currency: projects.currency })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  return row!.currency;
}

/**
 * What an order reads before it is priced: the school's currency now, its row held shared until
 * the order commits, so a change of currency waits for it and then sees it (and refuses).
 */
export async function lockSchoolCurrency(tx: Tx, projectId: number): Promise<string> {
  const [row] = await tx
    .select({ currency: projects.currency })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('share');
  return row!.currency;
}

/** The school's currency as stored, and whether an order has fixed it. */
export async function schoolCurrency(
  db: Db | Tx,
  projectId: number,
): Promise<{ currency: string; hasOrders: boolean }> {
  const [row] = await db
    .select({ currency: projects.currency })
    .from(projects)
    .where(eq(projects.id, projectId));
  return { currency: row!.currency, hasOrders: await schoolHasOrders(db, projectId) };
}

export async function schoolHasOrders(db: Db | Tx, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.projectId, projectId))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets the school's currency to `next` inside the settings' transaction: refused with a 422 on
 * `currency` (and nothing changed, the caller's transaction rolls back) once there is an order or
 * when a price cannot keep its number. Answers the currency it had (for the audit line). In a
 * school's change (`app.tenants.change`): the row is the cached school's (decision 133).
 */
export async function changeSchoolCurrency(
  tx: SchoolChange,
  projectId: number,
  next: string,
  lang: Language,
): Promise<string> {
  const current = await lockedCurrency(tx, projectId);
  if (current === next) return current;
  if (await schoolHasOrders(tx, projectId)) {
    throw fieldError('currency', message('paymentsCurrencyLocked', lang, { currency: current }));
  }
  const shift = currencyDigits(next) - currencyDigits(current);
  if (shift !== 0) {
    const amounts = [
      ...(await tx
        .select({ title: courseServices.title, minor: courseServices.price })
        .from(courseServices)
        .where(eq(courseServices.projectId, projectId))),
      ...(await tx
        .select({ title: discountCodes.code, minor: discountCodes.value })
        .from(discountCodes)
        .where(and(eq(discountCodes.projectId, projectId), eq(discountCodes.kind, 'amount')))),
    ];
    const scale = 10 ** Math.abs(shift);
    for (const { title, minor } of amounts) {
      const price = formatMinorUnits(minor, current, lang);
      if (shift < 0 && minor % scale !== 0) {
        throw fieldError(
          'currency',
          message('paymentsCurrencyFraction', lang, { title, price, currency: next }),
        );
      }
      if (shift > 0 && minor * scale > MONEY_MAX_MINOR) {
        throw fieldError(
          'currency',
          message('paymentsCurrencyTooLarge', lang, { title, price, currency: next }),
        );
      }
    }
    const rescaled = (column: typeof courseServices.price | typeof discountCodes.value) =>
      shift > 0 ? sql`${column} * ${scale}` : sql`${column} / ${scale}`;
    await tx
      .update(courseServices)
      .set({ price: rescaled(courseServices.price) })
      .where(and(eq(courseServices.projectId, projectId), ne(courseServices.price, 0)));
    await tx
      .update(discountCodes)
      .set({ value: rescaled(discountCodes.value) })
      .where(and(eq(discountCodes.projectId, projectId), eq(discountCodes.kind, 'amount')));
  }
  await tx.update(projects).set({ currency: next }).where(eq(projects.id, projectId));
  return current;
}
