import { describe, expect, it } from 'vitest';
import { learningPaths } from './learning-paths';

describe('learning paths', () => {
  it('build the spec 02 §2 paths', () => {
    expect(learningPaths.courses).toBe('/course');
    expect(learningPaths.calendar(3)).toBe('/course/3/calendar');
    expect(learningPaths.day(3, 5)).toBe('/course/3/calendar/5');
    expect(learningPaths.materials(3)).toBe('/course/3/materials');
  });
});
