import { CASHBACK_MODES, type CashbackMode, type ReferralRules } from '@cp/contract';

/** The rules form: numbers as typed (strings), the monthly cap empty for "no cap". */
export interface RulesFormValues {
  enabled: boolean;
  cashbackMode: CashbackMode;
  cashbackPercent: string;
  discountPercent: string;
  holdDays: string;
  monthlyLimit: string;
}
export type RulesField = keyof RulesFormValues;

/** The contract's bounds (`referralRules`), repeated as the form's own check. */
export const RULE_BOUNDS = {
  cashbackPercent: { min: 0, max: 100 },
  discountPercent: { min: 0, max: 100 },
  holdDays: { min: 0, max: 365 },
  monthlyLimit: { min: 1, max: 10_000 },
} as const;

/** The server's field names in a 422, to the form's. */
export const SERVER_NAMES: Record<string, RulesField> = {
  enabled: 'enabled',
  cashback_mode: 'cashbackMode',
  cashback_percent: 'cashbackPercent',
  discount_percent: 'discountPercent',
  hold_days: 'holdDays',
  monthly_invitee_limit: 'monthlyLimit',
};

export function rulesFormOf(rules: ReferralRules): RulesFormValues {
  return {
    enabled: rules.enabled,
    cashbackMode: rules.cashback_mode,
    cashbackPercent: String(rules.cashback_percent),
    discountPercent: String(rules.discount_percent),
    holdDays: String(rules.hold_days),
    monthlyLimit: rules.monthly_invitee_limit === null ? '' : String(rules.monthly_invitee_limit),
  };
}

/** A whole number written with digits only (no sign, no decimals, no exponent), or null. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The form's values as the body of `PUT /console/referral-rules`, or an error key per field
 * (`errors.range` with the bounds to show). The server checks again; this saves a round trip.
 */
export function checkRules(
  values: RulesFormValues,
):
  | { body: ReferralRules }
  | { errors: Partial<Record<RulesField, { key: string; min?: number; max?: number }>> } {
  const errors: Partial<Record<RulesField, { key: string; min?: number; max?: number }>> = {};
  const number = (field: keyof typeof RULE_BOUNDS, optional = false): number | null => {
    const text = values[field];
    if (optional && !text.trim()) return null;
    const { min, max } = RULE_BOUNDS[field];
    const n = wholeNumber(text);
    if (n === null || n < min || n > max) errors[field] = { key: 'errors.range', min, max };
    return n;
  };
  const cashbackPercent = number('cashbackPercent');
  const discountPercent = number('discountPercent');
  const holdDays = number('holdDays');
  const monthlyLimit = number('monthlyLimit', true);
  if (!CASHBACK_MODES.includes(values.cashbackMode)) errors.cashbackMode = { key: 'errors.mode' };
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      enabled: values.enabled,
      cashback_mode: values.cashbackMode,
      cashback_percent: cashbackPercent!,
      discount_percent: discountPercent!,
      hold_days: holdDays!,
      monthly_invitee_limit: monthlyLimit,
    },
  };
}

export const sameRules = (a: RulesFormValues, b: RulesFormValues) => JSON.stringify(a) === JSON.stringify(b);
