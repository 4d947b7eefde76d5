import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkLoadError } from './lazy-route';

describe('isChunkLoadError', () => {
  it('recognises the browsers failed-import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError('timeout'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk failed')).toBe(false);
  });
});
