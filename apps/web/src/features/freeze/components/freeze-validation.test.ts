import { freezeCreateBody, MAX_FREEZE_DAYS } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { localToday, validateFreeze } from './freeze-validation';

const today = '2026-03-10';

describe('validateFreeze', () => {
  it('accepts a period from today on and builds the wire body the contract accepts', () => {
    const result = validateFreeze({ startDate: '2026-03-10', endDate: '2026-03-17' }, today);
    expect(result).toEqual({ ok: true, body: { start_date: '2026-03-10', end_date: '2026-03-17' } });
    if (result.ok) expect(freezeCreateBody.safeParse(result.body).success).toBe(true);
  });

  it('requires both dates', () => {
    expect(validateFreeze({ startDate: '', endDate: '' }, today)).toEqual({
      ok: false,
      errors: { startDate: 'required', endDate: 'required' },
    });
  });

  it('refuses an end not after the start', () => {
    expect(validateFreeze({ startDate: '2026-03-12', endDate: '2026-03-12' }, today)).toMatchObject({
      errors: { endDate: 'beforeStart' },
    });
    expect(validateFreeze({ startDate: '2026-03-12', endDate: '2026-03-11' }, today)).toMatchObject({
      errors: { endDate: 'beforeStart' },
    });
  });

  it('refuses a start in the past', () => {
    expect(validateFreeze({ startDate: '2026-03-09', endDate: '2026-03-20' }, today)).toMatchObject({
      errors: { startDate: 'past' },
    });
  });

  it('refuses dates that do not exist and periods over the limit', () => {
    expect(validateFreeze({ startDate: '2026-02-30', endDate: '2026-03-20' }, today)).toMatchObject({
      errors: { startDate: 'invalid' },
    });
    expect(validateFreeze({ startDate: '2026-03-10', endDate: '2027-03-10' }, today)).toMatchObject({
      errors: { endDate: 'tooLong' },
    });
    expect(MAX_FREEZE_DAYS).toBeGreaterThan(7);
  });

  it('knows today in the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
