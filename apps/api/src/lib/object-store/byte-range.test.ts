import { describe, expect, it } from 'vitest';
import { parseRangeHeader, satisfiable } from './byte-range.js';

/** The Range header as send-object.ts reads it for S3 objects (as @fastify/static does for files). */
describe('parseRangeHeader and satisfiable', () => {
  it('reads one bytes range: closed, open, suffix', () => {
    expect(parseRangeHeader('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=100-')).toEqual({ start: 100 });
    expect(parseRangeHeader('bytes=-10')).toEqual({ suffix: 10 });
  });

  it('answers the whole object for no header, another unit, several ranges or nonsense', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-9', 'bytes=-', 'bytes=a-b', 'bytes 0-1']) {
      expect(parseRangeHeader(header), String(header)).toBeNull();
    }
  });

  it('clamps to the object and refuses what it cannot meet (416)', () => {
    expect(satisfiable({ start: 0, end: 999 }, 100)).toEqual({ start: 0, end: 99 });
    expect(satisfiable({ suffix: 500 }, 100)).toEqual({ start: 0, end: 99 });
    expect(satisfiable({ suffix: 10 }, 100)).toEqual({ start: 90, end: 99 });
    expect(satisfiable({ start: 100 }, 100)).toBeNull();
    expect(satisfiable({ start: 5, end: 2 }, 100)).toBeNull();
    expect(satisfiable({ suffix: 0 }, 100)).toBeNull();
    expect(satisfiable({ start: 0 }, 0)).toBeNull();
  });
});
