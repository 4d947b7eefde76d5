import { AUDIT_MONEY_FIELDS, formatMinorUnits } from '@cp/contract';
import type { TFunction } from 'i18next';

/**
 * A line of the log in words (issue 28, decision 119): "changed the service “Service X”", then
 * one part per field, "Price: RUB 1,990.00 → RUB 2,490.00". Money is formatted in the currency
 * the line was written in, times in the reader's language, known values (a mode, a role, a type)
 * translated, lists joined; never JSON. Lines written before decision 119 keep their shapes
 * (`{before, after}`, `{changes}`, a top-level `{from, to}`) and read the same way; an action this
 * app does not know reads as a generic change listing its fields.
 */

/** The line as the renderer needs it (a subset of the screen's AuditLine). */
export interface AuditLineData {
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

/** One field of a line: its label, and either its change or its value, all in words. */
export interface DetailPart {
  key: string;
  label: string;
  from?: string;
  to?: string;
  value?: string;
}

export interface DescribedLine {
  /** What the actor did, with the subject quoted: `changed the service “Service X”`. */
  sentence: string;
  parts: DetailPart[];
}

type Change = { from: unknown; to: unknown };

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Ids kept for links and filters, not shown as details. */
const HIDDEN = new Set([
  'user_id',
  'entry_id',
  'course_id',
  'learner_id',
  'reply_id',
  'draft_id',
  'communityId',
]);
/** Fields whose values are codes with words in `audit:values.<field>.<code>`. */
const ENUM_FIELDS = new Set([
  'mode',
  'role',
  'type',
  'interval',
  'provider',
  'status',
  'cashback_mode',
  'via',
]);
/** Where a line written before decision 119 keeps the name of what it is about, in order of preference. */
const SUBJECT_KEYS = ['subject', 'title', 'host', 'email', 'course_title', 'slug'] as const;
const MONEY = new Set<string>(AUDIT_MONEY_FIELDS);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{from, to}` (decision 073) or `{before, after}` (the brand's, the school's): a change of one value. */
function asChange(v: unknown): Change | null {
  if (!isObject(v)) return null;
  const keys = Object.keys(v);
  if (keys.length === 2 && 'from' in v && 'to' in v) return { from: v.from, to: v.to };
  if (keys.length === 2 && 'before' in v && 'after' in v) return { from: v.before, to: v.after };
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The line's fields as `[key, change or value]`, whatever shape the line was written in. */
function fieldsOf(details: Record<string, unknown>): [string, Change | unknown][] {
  const out: [string, Change | unknown][] = [];
  const { before, after, changes, from, to, ...rest } = details;
  if (before !== undefined || after !== undefined) {
    if (isObject(before) || isObject(after)) {
      const b = isObject(before) ? before : null;
      const a = isObject(after) ? after : null;
      for (const key of new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])) {
        // Both: what changed; only after: what was made; only before: what was removed.
        if (b && a) {
          if (!same(b[key], a[key])) out.push([key, { from: b[key], to: a[key] }]);
        } else out.push([key, (a ?? b)![key]]);
      }
    } else {
      // A renamed thing (media.rename): its title before and after.
      out.push(['title', { from: before, to: after }]);
    }
  }
  if (isObject(changes)) for (const [key, v] of Object.entries(changes)) out.push([key, asChange(v) ?? v]);
  if (from !== undefined || to !== undefined) out.push(['status', { from, to }]);
  for (const [key, v] of Object.entries(rest)) {
    if (key === 'currency' && typeof v === 'string') continue;
    out.push([key, asChange(v) ?? v]);
  }
  // One part per field (the first reading wins): the screen keys its parts by field.
  const seen = new Set<string>();
  return out.filter(([key]) => !HIDDEN.has(key) && !seen.has(key) && Boolean(seen.add(key)));
}

/** The subject of a line and the key it came from (not listed again as a detail). */
function subjectOf(details: Record<string, unknown>): { subject: string | null; key: string | null } {
  for (const key of SUBJECT_KEYS) {
    const v = details[key];
    if (typeof v === 'string' && v) return { subject: v, key };
  }
  for (const side of ['after', 'before'] as const) {
    const v = details[side];
    if (isObject(v) && typeof v.title === 'string' && v.title) return { subject: v.title, key: null };
  }
  return { subject: null, key: null };
}

/**
 * "Price", "Amount off", or the field's name made readable when the app has no word for it: the
 * action's own word first (`fieldsOf.user.import.created`), then its area's, then the common one.
 */
function labelOf(t: TFunction, action: string, key: string): string {
  const area = action.split('.')[0] ?? action;
  const fallback = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._]+/g, ' ')
    .trim();
  return t([`fieldsOf.${action}.${key}`, `fieldsOf.${area}.${key}`, `fields.${key}`], {
    defaultValue: fallback.charAt(0).toUpperCase() + fallback.slice(1).toLowerCase(),
  });
}

interface Context {
  t: TFunction;
  language: string;
  currency: string | null;
  action: string;
}

/** One value in words: money, a time, a yes or no, a known code, a list; never JSON. */
export function formatValue(key: string, value: unknown, ctx: Context): string {
  const { t, language } = ctx;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (typeof value === 'number') {
    if (MONEY.has(key) && ctx.currency) return formatMinorUnits(value, ctx.currency, language);
    const number = new Intl.NumberFormat(language).format(value);
    // An offer's type is a code (1-4) with words of its own.
    return ENUM_FIELDS.has(key) ? t(`values.${key}.${value}`, { defaultValue: number }) : number;
  }
  if (typeof value === 'string') {
    if (ISO.test(value)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) {
        return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
      }
    }
    return ENUM_FIELDS.has(key) ? t(`values.${key}.${value}`, { defaultValue: value }) : value;
  }
  if (Array.isArray(value)) {
    return value.length ? value.map((v) => formatValue(key, v, ctx)).join(', ') : '—';
  }
  if (isObject(value)) {
    // A refund's cashback taken back: its amount, or nothing when there was none.
    if (
      typeof value.status === 'string' &&
      (value.amount === undefined || typeof value.amount === 'number')
    ) {
      return typeof value.amount === 'number' ? formatValue('amount', value.amount, ctx) : '—';
    }
    return Object.entries(value)
      .map(([k, v]) => `${labelOf(t, ctx.action, k)}: ${formatValue(k, v, ctx)}`)
      .join('; ');
  }
  return String(value);
}

/** The line in words: the sentence after the actor's name, and its parts. */
export function describeLine(line: AuditLineData, t: TFunction, language: string): DescribedLine {
  const currency = typeof line.details.currency === 'string' ? line.details.currency : null;
  const ctx: Context = { t, language, currency, action: line.action };
  const { subject, key: subjectKey } = subjectOf(line.details);
  const known = t(`actions.${line.action}`, { defaultValue: '' });
  const label = known || t('unknownAction', { action: line.action });
  const sentence = subject
    ? t(`sentences.${line.action}`, {
        subject,
        defaultValue: `${label} ${t('quoted', { text: subject })}`,
      })
    : label;
  const parts = fieldsOf(line.details)
    .filter(([key, v]) => key !== subjectKey || asChange(v) !== null)
    .map(([key, v]): DetailPart => {
      const change =
        isObject(v) && 'from' in v && 'to' in v && Object.keys(v).length === 2 ? (v as Change) : null;
      const base = { key, label: labelOf(t, line.action, key) };
      return change
        ? { ...base, from: formatValue(key, change.from, ctx), to: formatValue(key, change.to, ctx) }
        : { ...base, value: formatValue(key, v, ctx) };
    });
  return { sentence, parts };
}

/** A part as one line of text: "Price: RUB 1,990.00 → RUB 2,490.00", "Course: Yoga". */
export function partText(part: DetailPart): string {
  return `${part.label}: ${part.value ?? `${part.from} → ${part.to}`}`;
}

/** The learner a line is about: the target itself, or the learner (or stream owner) it names. */
export function learnerOf(line: {
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}) {
  if (line.targetType === 'user' && line.targetId) return Number(line.targetId);
  const userId = line.details.user_id ?? line.details.learner_id;
  return typeof userId === 'number' ? userId : null;
}
