import { describe, expect, it } from 'vitest';
import { summarizeDays } from './weekday-text';

describe('summarizeDays', () => {
  it('names the whole week, the working days and the weekend', () => {
    expect(summarizeDays(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'])).toEqual({ kind: 'everyDay' });
    expect(summarizeDays(['fri', 'thu', 'wed', 'tue', 'mon'])).toEqual({ kind: 'workdays' });
    expect(summarizeDays(['sun', 'sat'])).toEqual({ kind: 'weekend' });
  });

  it('lists other days Monday first', () => {
    expect(summarizeDays(['sun', 'wed', 'mon'])).toEqual({ kind: 'days', days: ['mon', 'wed', 'sun'] });
  });
});
