import { formatMinorUnits } from '@cp/contract';

/**
 * A price from integer minor units (decision 060) in the currency's ISO 4217 digits (decision
 * 112: the contract's table, which the server and the console share; Intl's own CLDR digits
 * print HUF or IDR without fractions), so 150000 RUB reads "1 500,00 ₽" in Russian and ¥1,500
 * stays 1500 yen.
 */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  return formatMinorUnits(minorUnits, currency, locale);
}
