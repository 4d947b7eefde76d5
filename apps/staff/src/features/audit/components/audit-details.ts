/**
 * A line's details as short readable parts: `{from, to}` pairs become "before → after",
 * ISO times become dates in the reader's language, ids of people stay for the link.
 */
export interface DetailPart {
  key: string;
  from?: string;
  to?: string;
  value?: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Kept for the target link, not shown as a detail. */
const HIDDEN = new Set(['user_id', 'entry_id', 'course_id']);

export function formatValue(value: unknown, language: string, yesNo: [string, string]): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (typeof value === 'string' && ISO.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) {
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    }
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && 'from' in v && 'to' in v;

export function detailParts(
  details: Record<string, unknown>,
  language: string,
  yesNo: [string, string],
): DetailPart[] {
  return Object.entries(details)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, v]) =>
      isChange(v)
        ? { key, from: formatValue(v.from, language, yesNo), to: formatValue(v.to, language, yesNo) }
        : { key, value: formatValue(v, language, yesNo) },
    );
}

/** The learner a line is about: the target itself, or the owner of the stream it names. */
export function learnerOf(line: {
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}) {
  if (line.targetType === 'user' && line.targetId) return Number(line.targetId);
  const userId = line.details.user_id;
  return typeof userId === 'number' ? userId : null;
}
