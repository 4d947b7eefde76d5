import { describe, expect, it } from 'vitest';
import type { Course, CourseDocument } from '../../../lib/learning/api/course';
import { materialGroups } from './materials';

const doc = (id: number, stageDayId: number | null) =>
  ({ id, title: `Doc ${id}`, stageDayId }) as CourseDocument;
const course = {
  isDemoDocumentsAccessible: true,
  days: [
    { id: 10, dayNumber: 1, title: 'One', isDemoAccessible: true },
    { id: 11, dayNumber: 2, title: 'Two', isDemoAccessible: false },
  ],
  documents: [doc(1, null), doc(2, 10), doc(3, 11)],
} as unknown as Course;
const full = { isDemo: false, courseFullAccess: true };
const demo = { isDemo: true, courseFullAccess: false };

describe('materialGroups', () => {
  it('lists course documents, then the documents of each day', () => {
    const groups = materialGroups(full, course);
    expect(groups.course.map((d) => d.id)).toEqual([1]);
    expect(groups.days.map((g) => [g.dayNumber, g.documents.map((d) => d.id)])).toEqual([
      [1, [2]],
      [2, [3]],
    ]);
  });

  it('shows a demo only the days it opens, and nothing without document access', () => {
    expect(materialGroups(demo, course).days.map((g) => g.dayNumber)).toEqual([1]);
    expect(materialGroups(demo, { ...course, isDemoDocumentsAccessible: false })).toEqual({
      locked: true,
      course: [],
      days: [],
    });
    expect(
      materialGroups({ ...demo, courseFullAccess: true }, { ...course, isDemoDocumentsAccessible: false })
        .locked,
    ).toBe(false);
  });
});
