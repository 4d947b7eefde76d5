import { describe, expect, it } from 'vitest';
import { replyProblem } from './composer';

describe('what a reply may be', () => {
  const none = { ids: [], uploading: 0 };
  it('needs text or files, within the limit, and waits for uploads', () => {
    expect(replyProblem('  ', none)).toBe('empty');
    expect(replyProblem('Hi', none)).toBeNull();
    expect(replyProblem('', { ids: ['a'], uploading: 0 })).toBeNull();
    expect(replyProblem('Hi', { ids: ['a'], uploading: 1 })).toBe('uploading');
    expect(replyProblem('x'.repeat(4001), none)).toBe('tooLong');
    // Spaces around the text are not counted, as the server trims them.
    expect(replyProblem(` ${'x'.repeat(4000)} `, none)).toBeNull();
  });
});
