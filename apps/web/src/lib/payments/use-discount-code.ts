import { useState } from 'react';
import { checkDiscount } from './check-discount';
import { type CheckedCode, checkApplies, needsCheck, promocodeToSend } from './discount-rules';

/** What a form with a discount code knows about it, and what it can do with it. */
export interface DiscountCode {
  code: string;
  setCode: (code: string) => void;
  /** The last check, when it was for the code and the offer on the form now. */
  current: CheckedCode | null;
  checking: boolean;
  /** The check itself failed (network, server): the error, in the server's words. */
  checkError: unknown;
  check: () => Promise<CheckedCode | null>;
  /** The code an order or a quote may carry now: checked and accepted for this offer, or none. */
  promocode: string | null;
  /**
   * Before paying (spec 02 §4): an entered code not yet checked is checked now. `go` false stops
   * the payment, because the code was refused or could not be checked; the reason is on screen.
   */
  beforePaying: () => Promise<{ go: boolean; promocode: string | null }>;
}

/**
 * A discount code on a purchase or a renewal (spec 02 §4 "Extending a course", decision 063):
 * checked with `GET /discount/check/...` for the offer chosen, and sent with the order only when
 * that check said success, for this code and this offer.
 */
export function useDiscountCode(serviceId: number): DiscountCode {
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<CheckedCode | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<unknown>(null);

  async function check(): Promise<CheckedCode | null> {
    setCheckError(null);
    setChecking(true);
    try {
      const result = { code: code.trim(), serviceId, check: await checkDiscount(code, serviceId) };
      setChecked(result);
      return result;
    } catch (error) {
      setCheckError(error);
      return null;
    } finally {
      setChecking(false);
    }
  }

  async function beforePaying() {
    let latest = checked;
    if (needsCheck(latest, code, serviceId)) latest = await check();
    const promocode = promocodeToSend(latest, code, serviceId);
    // A code on the form that is not accepted for this offer stops the payment.
    return { go: code.trim() === '' || promocode !== null, promocode };
  }

  return {
    code,
    setCode,
    current: checkApplies(checked, code, serviceId) ? checked : null,
    checking,
    checkError,
    check,
    promocode: promocodeToSend(checked, code, serviceId),
    beforePaying,
  };
}
