import { currencyDigits, formatMinorUnits, MONEY_MAX_MINOR } from '@cp/contract';

/**
 * Money in the staff app (decision 060): the server keeps integer minor units; people type
 * major units ("1990.50"). Parsing works on the decimal string itself, never through a float,
 * so "0.29" is 29 and not 28.999…; a digit beyond the currency's fraction is refused rather
 * than rounded.
 */

/** How many minor digits the currency has (RUB, USD, EUR 2; JPY 0): ISO 4217's, decision 112. */
export function minorDigits(currency: string): number {
  return currencyDigits(currency);
}

/** Largest price the server takes (`staffServiceBody.price`). */
export const MAX_MINOR = MONEY_MAX_MINOR;

/**
 * "1 990,50" or "1990.5" -> 199050 (minor units), or null when it is not an amount: a sign,
 * letters, two separators, more fraction digits than the currency has, or above MAX_MINOR.
 * Spaces (also non-breaking) group thousands; a comma or a dot is the decimal separator.
 */
export function parseMoney(input: string, currency: string): number | null {
  const minor = parseAnyAmount(input, currency);
  return minor !== null && Number.isSafeInteger(minor) && minor <= MAX_MINOR ? minor : null;
}

/** An amount written well but above MAX_MINOR: the form says the largest, not "enter an amount". */
export function moneyTooLarge(input: string, currency: string): boolean {
  const minor = parseAnyAmount(input, currency);
  return minor !== null && (!Number.isSafeInteger(minor) || minor > MAX_MINOR);
}

/** The typed amount in minor units whatever its size, or null when it is not written as one. */
function parseAnyAmount(input: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const text = input.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(whole + fraction.padEnd(digits, '0'));
}

/** 199050 -> "1990.50": what a form field shows for a stored amount (no grouping, a dot). */
export function minorToInput(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** 199050 RUB in ru -> "1 990,50 ₽": for reading, in the desk's language. */
export function formatMoney(minor: number, currency: string, language: string): string {
  return formatMinorUnits(minor, currency, language);
}
