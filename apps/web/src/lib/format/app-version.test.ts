import { describe, expect, it } from 'vitest';
import { isNewerVersion } from './app-version';

describe('isNewerVersion', () => {
  it.each([
    ['2.3.0', '1.0.0', true],
    ['1.10.0', '1.9.3', true],
    ['1.0.1', '1.0', true],
    ['1.0.0', '1.0.0', false],
    ['1.0', '1.0.0', false],
    ['0.9.9', '1.0.0', false],
    [null, '1.0.0', false],
    ['beta', '1.0.0', false],
  ])('server %s vs app %s -> %s', (server, app, expected) => {
    expect(isNewerVersion(server, app)).toBe(expected);
  });
});
