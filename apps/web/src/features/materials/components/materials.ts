import type { Course, CourseDocument } from '../../../lib/learning/api/course';
import { isDemoRestricted, type Stream } from '../../../lib/learning/api/stream';

export interface MaterialGroups {
  /** spec 02 §6: a demo without document access sees none. */
  locked: boolean;
  course: CourseDocument[];
  days: { dayNumber: number; title: string; documents: CourseDocument[] }[];
}

/** The course's documents, then each day's, in day order; a demo sees only the days it opens. */
export function materialGroups(
  stream: Pick<Stream, 'isDemo' | 'courseFullAccess'>,
  course: Course,
): MaterialGroups {
  const restricted = isDemoRestricted(stream);
  if (restricted && !course.isDemoDocumentsAccessible) return { locked: true, course: [], days: [] };
  const days = course.days
    .filter((day) => !restricted || day.isDemoAccessible)
    .map((day) => ({
      dayNumber: day.dayNumber,
      title: day.title,
      documents: course.documents.filter((d) => d.stageDayId === day.id),
    }))
    .filter((group) => group.documents.length > 0);
  return { locked: false, course: course.documents.filter((d) => d.stageDayId === null), days };
}
