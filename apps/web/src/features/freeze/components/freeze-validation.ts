import { MAX_FREEZE_DAYS } from '@cp/contract';
import type { FreezeBody } from '../api/create-freeze';

export interface FreezeFormValues {
  startDate: string;
  endDate: string;
}

export interface FreezeFormErrors {
  startDate?: 'required' | 'invalid' | 'past';
  endDate?: 'required' | 'invalid' | 'beforeStart' | 'tooLong';
}

export type FreezeValidation = { ok: true; body: FreezeBody } | { ok: false; errors: FreezeFormErrors };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar date as days since the epoch, or null. */
function dayIndex(value: string): number | null {
  if (!DATE.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) return null;
  return ms / DAY_MS;
}

/** Today in the learner's calendar as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * spec 02 §4 Stream freeze: a start and an end date. Both required, the end
 * after the start, the start not in the past, at most MAX_FREEZE_DAYS long (the
 * server checks the same, decision of issue 5). Written out rather than taken
 * from the contract's zod schema so the screen does not download zod; the test
 * beside this file checks that both accept the same body.
 */
export function validateFreeze(values: FreezeFormValues, today: string): FreezeValidation {
  const errors: FreezeFormErrors = {};
  const start = dayIndex(values.startDate);
  const end = dayIndex(values.endDate);
  const first = dayIndex(today) ?? 0;
  if (!values.startDate) errors.startDate = 'required';
  else if (start === null) errors.startDate = 'invalid';
  else if (start < first) errors.startDate = 'past';
  if (!values.endDate) errors.endDate = 'required';
  else if (end === null) errors.endDate = 'invalid';
  else if (start !== null && end <= start) errors.endDate = 'beforeStart';
  else if (start !== null && end - start > MAX_FREEZE_DAYS) errors.endDate = 'tooLong';
  if (errors.startDate || errors.endDate) return { ok: false, errors };
  return { ok: true, body: { start_date: values.startDate, end_date: values.endDate } };
}
