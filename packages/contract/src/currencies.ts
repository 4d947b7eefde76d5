/**
 * The currencies a school can take money in (issue 28): the ISO 4217 list of circulating
 * currencies with their minor-unit digits, as the standard gives them (funds, metals, SDR and
 * the test codes left out). Money is stored in minor units of these digits (decision 060), so
 * this table, not `Intl` (whose CLDR data prints HUF, IDR, IQD, COP... without fractions), is the
 * one scale of the server, the learner app and the console (decision 112).
 */
// biome-ignore format: a table reads better ten to a line
export const CURRENCY_DIGITS = {
  AED: 2, AFN: 2, ALL: 2, AMD: 2, ANG: 2, AOA: 2, ARS: 2, AUD: 2, AWG: 2, AZN: 2,
  BAM: 2, BBD: 2, BDT: 2, BGN: 2, BHD: 3, BIF: 0, BMD: 2, BND: 2, BOB: 2, BRL: 2,
  BSD: 2, BTN: 2, BWP: 2, BYN: 2, BZD: 2, CAD: 2, CDF: 2, CHF: 2, CLP: 0, CNY: 2,
  COP: 2, CRC: 2, CUP: 2, CVE: 2, CZK: 2, DJF: 0, DKK: 2, DOP: 2, DZD: 2, EGP: 2,
  ERN: 2, ETB: 2, EUR: 2, FJD: 2, FKP: 2, GBP: 2, GEL: 2, GHS: 2, GIP: 2, GMD: 2,
  GNF: 0, GTQ: 2, GYD: 2, HKD: 2, HNL: 2, HTG: 2, HUF: 2, IDR: 2, ILS: 2, INR: 2,
  IQD: 3, IRR: 2, ISK: 0, JMD: 2, JOD: 3, JPY: 0, KES: 2, KGS: 2, KHR: 2, KMF: 0,
  KPW: 2, KRW: 0, KWD: 3, KYD: 2, KZT: 2, LAK: 2, LBP: 2, LKR: 2, LRD: 2, LSL: 2,
  LYD: 3, MAD: 2, MDL: 2, MGA: 2, MKD: 2, MMK: 2, MNT: 2, MOP: 2, MRU: 2, MUR: 2,
  MVR: 2, MWK: 2, MXN: 2, MYR: 2, MZN: 2, NAD: 2, NGN: 2, NIO: 2, NOK: 2, NPR: 2,
  NZD: 2, OMR: 3, PAB: 2, PEN: 2, PGK: 2, PHP: 2, PKR: 2, PLN: 2, PYG: 0, QAR: 2,
  RON: 2, RSD: 2, RUB: 2, RWF: 0, SAR: 2, SBD: 2, SCR: 2, SDG: 2, SEK: 2, SGD: 2,
  SHP: 2, SLE: 2, SOS: 2, SRD: 2, SSP: 2, STN: 2, SVC: 2, SYP: 2, SZL: 2, THB: 2,
  TJS: 2, TMT: 2, TND: 3, TOP: 2, TRY: 2, TTD: 2, TWD: 2, TZS: 2, UAH: 2, UGX: 0,
  USD: 2, UYU: 2, UZS: 2, VED: 2, VES: 2, VND: 0, VUV: 0, WST: 2, XAF: 0, XCD: 2,
  XCG: 2, XOF: 0, XPF: 0, YER: 2, ZAR: 2, ZMW: 2, ZWG: 2,
} as const satisfies Record<string, 0 | 2 | 3>;

export type CurrencyCode = keyof typeof CURRENCY_DIGITS;
/** The codes, sorted: the choices of create-school and of the console's payment settings. */
export const CURRENCY_CODES = Object.keys(CURRENCY_DIGITS).sort() as CurrencyCode[];

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCY_DIGITS, code);
}

/**
 * Minor-unit digits of a currency (RUB, EUR 2; JPY 0; KWD 3). A code outside the table (an
 * order kept from before it) falls back to 2, the standard's most common value.
 */
export function currencyDigits(code: string): number {
  return isCurrencyCode(code) ? CURRENCY_DIGITS[code] : 2;
}

/** Minor units per major unit: 100 for RUB, 1 for JPY, 1000 for KWD. */
export function minorPerMajor(code: string): number {
  return 10 ** currencyDigits(code);
}

/** The largest price or discount amount the server takes, in minor units. */
export const MONEY_MAX_MINOR = 100_000_000;

/**
 * A price for reading, from integer minor units in the currency's ISO digits: 199050 RUB reads
 * "1 990,50 ₽" in Russian, 1990 JPY "¥1,990" in English. The one formatter of the learner app,
 * the console and the server's pages, so they never disagree on the scale. Exact: a safe
 * integer over 10^digits is the nearest double to a decimal of `digits` places, which Intl
 * prints back as it is.
 */
export function formatMinorUnits(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}
