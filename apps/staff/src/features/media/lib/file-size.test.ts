import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize', () => {
  it('picks the unit and keeps one decimal', () => {
    expect(fileSize(999, 'en')).toBe('999 byte');
    expect(fileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(fileSize(20 * 1024 ** 3, 'en')).toBe('21.5 GB');
    expect(fileSize(1_500_000_000, 'ru')).toMatch(/^1,5\sГБ$/);
  });
});
