import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query/query-client';
import { scheduleQueryKey } from './get-schedule';
import { toEntries } from './schedule-entries';
import { invalidFields, saveSchedule } from './update-schedule';

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const empty = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('saveSchedule: PUT /schedule/update (spec 01 §7)', () => {
  it('sends every weekday and stores what the server answered', async () => {
    const answer = { repeatDays: { ...empty, mon: ['08:00'], fri: ['08:00'] } };
    const calls = stubFetch(200, answer);
    const entries = toEntries({ mon: ['08:00'], fri: ['08:00'] });
    expect(await saveSchedule(entries)).toEqual({ kind: 'success', entries });
    expect(calls).toEqual([
      {
        url: expect.stringMatching(/^\/spa\/api\/v1\/schedule\/update\?lang=/),
        method: 'PUT',
        body: answer,
      },
    ]);
    expect(queryClient.getQueryData(scheduleQueryKey)).toEqual(entries);
  });

  it('sorts a 422 into a wrong time and wrong days', async () => {
    stubFetch(422, [
      { field: 'repeatDays.wed.1', message: 'Use HH:MM, 00:00 to 23:59.' },
      { field: 'repeatDays.sun', message: 'At most 10 reminders a day.' },
      { field: 'repeatDays.mon', message: 'The same time twice.' },
    ]);
    expect(await saveSchedule([])).toEqual({ kind: 'invalid', time: true, days: ['mon', 'sun'] });
  });

  it('reports any other failure with its status, changing no cache', async () => {
    queryClient.setQueryData(scheduleQueryKey, []);
    stubFetch(500, { name: 'Internal Server Error', message: 'x', code: 0, status: 500 });
    expect(await saveSchedule(toEntries({ mon: ['08:00'] }))).toEqual({ kind: 'failed', status: 500 });
    expect(queryClient.getQueryData(scheduleQueryKey)).toEqual([]);
    stubFetch(422, [{ field: 'repeatDays', message: 'Unrecognized key' }]);
    expect(await saveSchedule([])).toEqual({ kind: 'failed', status: 422 });
  });

  it('ignores fields it does not know', () => {
    expect(invalidFields([{ field: 'other' }, null, 'x'])).toEqual({ time: false, days: [] });
    expect(invalidFields({ message: 'no list' })).toEqual({ time: false, days: [] });
  });
});
