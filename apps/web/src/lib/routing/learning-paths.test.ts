import { describe, expect, it } from 'vitest';
import { learningPaths, routeId } from './learning-paths';

describe('learning paths', () => {
  it('build the spec 02 §2 paths', () => {
    expect(learningPaths.courses).toBe('/course');
    expect(learningPaths.calendar(3)).toBe('/course/3/calendar');
    expect(learningPaths.day(3, 5)).toBe('/course/3/calendar/5');
    expect(learningPaths.materials(3)).toBe('/course/3/materials');
  });

  it('read ids from route parameters', () => {
    expect(routeId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '9999999999'])
      expect(routeId(bad)).toBeNull();
  });
});
