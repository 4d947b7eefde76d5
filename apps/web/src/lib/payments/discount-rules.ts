import type { DiscountCheck } from './check-discount';

/** A code's check, remembered with the code and the offer it was for. */
export interface CheckedCode {
  code: string;
  serviceId: number;
  check: DiscountCheck;
}

/** Codes are compared as typed, without surrounding spaces (the server ignores case). */
export const normalizeCode = (code: string) => code.trim();

/** The check still says something about what is on the form: same code, same offer. */
export const checkApplies = (checked: CheckedCode | null, code: string, serviceId: number): boolean =>
  checked !== null && checked.code === normalizeCode(code) && checked.serviceId === serviceId;

/**
 * spec 02 §4 "Extending a course": a code, when entered, is checked first; it is sent with the
 * extension only when that check reported success, for this code and this offer.
 */
export function promocodeToSend(checked: CheckedCode | null, code: string, serviceId: number): string | null {
  if (!normalizeCode(code)) return null;
  return checkApplies(checked, code, serviceId) && checked?.check.success ? normalizeCode(code) : null;
}

/** The code must be checked before paying: entered, and not yet checked for this offer. */
export const needsCheck = (checked: CheckedCode | null, code: string, serviceId: number): boolean =>
  normalizeCode(code) !== '' && !checkApplies(checked, code, serviceId);
