import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { rememberedCompression } from './remembered-compression.js';

const answer = (text: string) => Buffer.from(JSON.stringify({ data: text.repeat(200) }));

describe('rememberedCompression', () => {
  it('compresses the same bytes once and gives back the same compression', () => {
    const compress = vi.fn(brotliCompressSync);
    const { compressSync } = rememberedCompression(compress);
    const first = compressSync(answer('a'), {});
    const again = compressSync(answer('a'), {});
    expect(compress).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    expect(brotliDecompressSync(again).toString()).toBe(answer('a').toString());
  });

  it('keeps answers that differ by one byte apart', () => {
    const compress = vi.fn(brotliCompressSync);
    const { compressSync, size } = rememberedCompression(compress);
    const mine = answer('learner-1 ');
    const theirs = answer('learner-2 ');
    expect(brotliDecompressSync(compressSync(mine, {})).equals(mine)).toBe(true);
    expect(brotliDecompressSync(compressSync(theirs, {})).equals(theirs)).toBe(true);
    expect(brotliDecompressSync(compressSync(mine, {})).equals(mine)).toBe(true);
    expect(compress).toHaveBeenCalledTimes(2);
    expect(size().entries).toBe(2);
  });

  it('passes the options on to the compressor', () => {
    const compress = vi.fn((payload: Buffer, _options?: object) => payload);
    rememberedCompression(compress).compressSync(answer('b'), { level: 9 });
    expect(compress).toHaveBeenCalledWith(answer('b'), { level: 9 });
  });

  it('lets the least recently used answers go past its bounds', () => {
    // Each "compression" is 100 bytes: room for three.
    const compress = vi.fn((_payload: Buffer) => Buffer.alloc(100));
    const { compressSync, size } = rememberedCompression(compress, { maxBytes: 300 });
    for (const text of ['1', '2', '3']) compressSync(answer(text));
    compressSync(answer('1')); // used again: now the most recent
    compressSync(answer('4')); // '2' goes
    expect(size()).toEqual({ entries: 3, bytes: 300 });
    expect(compress).toHaveBeenCalledTimes(4);
    compressSync(answer('1'));
    compressSync(answer('3'));
    expect(compress).toHaveBeenCalledTimes(4);
    compressSync(answer('2'));
    expect(compress).toHaveBeenCalledTimes(5);

    const byCount = rememberedCompression(compress, { maxEntries: 2 });
    for (const text of ['1', '2', '3']) byCount.compressSync(answer(text));
    expect(byCount.size().entries).toBe(2);
  });

  it('does not keep a compression larger than all it may keep', () => {
    const { compressSync, size } = rememberedCompression(() => Buffer.alloc(500), { maxBytes: 300 });
    expect(compressSync(answer('big')).length).toBe(500);
    expect(size()).toEqual({ entries: 0, bytes: 0 });
  });
});
