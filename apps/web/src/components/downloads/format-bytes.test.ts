import { describe, expect, it } from 'vitest';
import { downloadPercent, formatBytes } from './format-bytes';

const MB = 1024 * 1024;

describe('download sizes (spec 02 §4 "File download")', () => {
  it('names the size in each language with its own decimal mark and units', () => {
    // The space before the unit is a plain or a no-break one depending on the platform's ICU.
    expect(formatBytes(12.34 * MB, 'ru')).toMatch(/^12,3\sМБ$/);
    expect(formatBytes(12.34 * MB, 'en')).toBe('12.3 MB');
    expect(formatBytes(12.34 * MB, 'es')).toBe('12,3 MB');
  });

  it('picks kilobytes, megabytes or gigabytes by size', () => {
    expect(formatBytes(300, 'en')).toBe('1 kB');
    expect(formatBytes(0, 'en')).toBe('0 kB');
    expect(formatBytes(512 * 1024, 'en')).toBe('512 kB');
    expect(formatBytes(3 * 1024 * MB, 'en')).toBe('3 GB');
    expect(formatBytes(1.25 * 1024 * MB, 'ru')).toMatch(/^1,3\sГБ$/);
  });

  it('counts whole percent, never above 100, 0 without a total', () => {
    expect(downloadPercent({ loadedBytes: 0, totalBytes: 0 })).toBe(0);
    expect(downloadPercent({ loadedBytes: 26, totalBytes: 100 })).toBe(26);
    expect(downloadPercent({ loadedBytes: 999, totalBytes: 1000 })).toBe(99);
    expect(downloadPercent({ loadedBytes: 120, totalBytes: 100 })).toBe(100);
  });
});
