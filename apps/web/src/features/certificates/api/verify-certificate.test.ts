import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { verifyCertificate } from './verify-certificate';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('a verification address’s answer (issue 32)', () => {
  it('a known code: valid or revoked, in client names and milliseconds', async () => {
    const fetch = vi.fn(async (_url: string) =>
      answer(200, {
        status: 'revoked',
        number: 4,
        learner_name: 'Анна',
        course_title: 'Morning calm',
        school_name: 'Mindful School',
        issued_at: 1_700_000_000,
        revoked_at: 1_700_086_400,
      }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await verifyCertificate('abcdefghijklmnopqrstuv')).toEqual({
      kind: 'revoked',
      number: 4,
      learnerName: 'Анна',
      courseTitle: 'Morning calm',
      schoolName: 'Mindful School',
      issuedAt: 1_700_000_000_000,
      revokedAt: 1_700_086_400_000,
    });
    expect(String(fetch.mock.calls[0]![0])).toContain(
      '/spa/api/v1/certificates/verify/abcdefghijklmnopqrstuv?',
    );
  });

  it('a code this school never issued (404) or of the wrong shape (422) is no such certificate', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { name: 'Not Found', message: 'x', code: 0, status: 404 })),
    );
    expect(await verifyCertificate('A'.repeat(22))).toEqual({ kind: 'unknown' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(422, [{ field: 'code', message: 'x' }])),
    );
    expect(await verifyCertificate('short')).toEqual({ kind: 'unknown' });
  });

  it('a server failure is a failure the screen offers to retry, not a verdict', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { name: 'Error', message: 'x', code: 0, status: 500 })),
    );
    await expect(verifyCertificate('A'.repeat(22))).rejects.toBeInstanceOf(ApiError);
  });
});
