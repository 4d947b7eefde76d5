import type { Db } from '../../db/client.js';

/** What every payment step shares: the transaction type, the mismatch error, a period's length. */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The provider's amount or currency is not the order's: nothing is applied. */
export class PaymentMismatchError extends Error {
  constructor(detail: string) {
    super(`Payment does not match: ${detail}`);
    this.name = 'PaymentMismatchError';
  }
}

/** One period of a subscription as a PostgreSQL interval, e.g. `3 month`. */
export function periodInterval(interval: string, period: number) {
  return `${period} ${interval}`;
}
