/**
 * A price from integer minor units (decision 060) in the currency's own fraction digits:
 * `Intl.NumberFormat` knows them (2 for EUR, 0 for JPY, 3 for KWD), so 150000 RUB reads
 * "1 500,00 ₽" in Russian and ¥1,500 stays 1500 yen.
 */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}
