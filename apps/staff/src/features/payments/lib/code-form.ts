import { DISCOUNT_CODE_PATTERN, type DiscountKind, type StaffDiscountCode } from '@cp/contract';
import { dayEndToSeconds, secondsToDay } from './dates';
import { minorToInput, moneyTooLarge, parseMoney } from './money';

/** The discount code form as typed, and the body it sends (`staffDiscountCodeBody`). */
export interface CodeForm {
  code: string;
  serviceId: string;
  kind: DiscountKind;
  /** Percent: a whole number 1-100; amount: major units ("500" or "499.90"). */
  value: string;
  /** "YYYY-MM-DD" or empty (never expires). */
  expires: string;
  /** Whole number or empty (no limit). */
  limit: string;
}

export type CodeFormErrors = Partial<Record<keyof CodeForm, string>>;

/** Keys of the texts of `payments.json` under `codes.errors`. */
export type CodeFormError =
  | 'code'
  | 'service'
  | 'percent'
  | 'amount'
  | 'amountTooLarge'
  | 'abovePrice'
  | 'expires'
  | 'expiresPast'
  | 'limit';

/**
 * What the form checks beside its own fields, as the server does (a 422 otherwise): the chosen
 * service's price (an amount off never above it), the code's saved expiry (an edit may keep a
 * past one, sent back exactly) and now, in seconds.
 */
export interface CodeFormRules {
  price?: number | null;
  savedExpiresAt?: number | null;
  now?: number;
}

export function emptyCodeForm(serviceId = ''): CodeForm {
  return { code: '', serviceId, kind: 'percent', value: '', expires: '', limit: '' };
}

export function codeToForm(code: StaffDiscountCode, currency: string): CodeForm {
  return {
    code: code.code,
    serviceId: String(code.course_service_id),
    kind: code.kind,
    value: code.kind === 'percent' ? String(code.value) : minorToInput(code.value, currency),
    expires: code.expires_at === null ? '' : secondsToDay(code.expires_at),
    limit: code.usage_limit === null ? '' : String(code.usage_limit),
  };
}

const WHOLE = /^\d+$/;

/**
 * The body to send, or the errors per field (an error key of `codes.errors`). The amount is
 * converted to minor units by its decimal string (no float drift): "499.90" RUB is 49990.
 */
export function codeFormBody(
  form: CodeForm,
  currency: string,
  rules: CodeFormRules = {},
): { body: Record<string, unknown> } | { errors: Partial<Record<keyof CodeForm, CodeFormError>> } {
  const errors: Partial<Record<keyof CodeForm, CodeFormError>> = {};
  const code = form.code.trim();
  if (!DISCOUNT_CODE_PATTERN.test(code)) errors.code = 'code';
  const serviceId = Number(form.serviceId);
  if (!form.serviceId || !Number.isInteger(serviceId) || serviceId <= 0) errors.serviceId = 'service';
  let value: number | null = null;
  if (form.kind === 'percent') {
    const text = form.value.trim();
    value = WHOLE.test(text) ? Number(text) : null;
    if (value === null || value < 1 || value > 100) errors.value = 'percent';
  } else {
    value = parseMoney(form.value.trim(), currency);
    if (value === null) errors.value = moneyTooLarge(form.value, currency) ? 'amountTooLarge' : 'amount';
    else if (value < 1) errors.value = 'amount';
    else if (rules.price != null && value > rules.price) errors.value = 'abovePrice';
  }
  let expiresAt: number | null = null;
  const saved = rules.savedExpiresAt ?? null;
  if (form.expires && saved !== null && form.expires === secondsToDay(saved)) {
    // The day as it was: the saved moment itself, so an edit never moves (or refuses) it.
    expiresAt = saved;
  } else if (form.expires) {
    expiresAt = dayEndToSeconds(form.expires);
    const now = rules.now ?? Math.floor(Date.now() / 1000);
    if (expiresAt === null) errors.expires = 'expires';
    else if (expiresAt <= now) errors.expires = 'expiresPast';
  }
  let limit: number | null = null;
  if (form.limit.trim()) {
    const text = form.limit.trim();
    limit = WHOLE.test(text) ? Number(text) : null;
    if (limit === null || limit < 1 || limit > 1_000_000) errors.limit = 'limit';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      code,
      course_service_id: serviceId,
      kind: form.kind,
      value,
      expires_at: expiresAt,
      usage_limit: limit,
    },
  };
}
