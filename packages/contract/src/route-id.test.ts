import { describe, expect, it } from 'vitest';
import { routeId } from './route-id.js';

describe('routeId', () => {
  it('reads decimal digits and nothing else', () => {
    expect(routeId('12')).toBe(12);
    expect(routeId('2147483647')).toBe(2147483647);
    for (const bad of [
      undefined,
      '',
      '0',
      '-1',
      '0x1',
      '1e3',
      '+1',
      ' 1',
      '1.5',
      'abc',
      '99999999999999999',
      // Beyond any row's id: "not found", not the server's bound.
      '2147483648',
      '99999999999',
    ]) {
      expect(routeId(bad), String(bad)).toBeNull();
    }
  });
});
