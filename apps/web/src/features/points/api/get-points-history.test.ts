import { userScoreEntry } from '@cp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPointsHistory, toPointsEntry } from './get-points-history';

afterEach(() => vi.unstubAllGlobals());

describe('points history (spec 01 §3 UserScore)', () => {
  it("stores a spend's negative amount absolute as a debit, and turns seconds into milliseconds", () => {
    const wire = userScoreEntry.parse({
      id: 7,
      amount: -200,
      type: 'debit',
      reason: 'spend',
      created_at: 1_767_225_600,
      updated_at: 1_767_225_601,
    });
    expect(toPointsEntry(wire)).toEqual({
      id: 7,
      amount: 200,
      type: 'debit',
      reason: 'spend',
      updatedAt: 1_767_225_601_000,
    });
  });

  it("reads the kind off the amount's sign, as the spec's client does (spec 01 §3)", () => {
    const base = { id: 1, reason: 'day', created_at: 0, updated_at: 0 };
    expect(toPointsEntry({ ...base, amount: -5, type: 'debit' })).toMatchObject({ type: 'debit', amount: 5 });
    expect(toPointsEntry({ ...base, amount: 5, type: 'add' })).toMatchObject({ type: 'add', amount: 5 });
  });

  it('asks for a page and reads the x-pagination headers', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('[]', {
          headers: {
            'content-type': 'application/json',
            'x-pagination-current-page': '3',
            'x-pagination-page-count': '3',
            'x-pagination-per-page': '10',
            'x-pagination-total-count': '21',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await getPointsHistory(3)).toEqual({
      entries: [],
      pagination: { currentPage: 3, pageCount: 3, perPage: 10, totalCount: 21 },
    });
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/^\/spa\/api\/v1\/user-score\?page=3&lang=/),
      expect.anything(),
    );
  });
});
