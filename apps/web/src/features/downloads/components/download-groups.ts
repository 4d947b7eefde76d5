import type { Course } from '../../../lib/learning/api/course';
import type { DownloadRecord } from '../../../lib/offline/downloads/download-types';
import { learningPaths } from '../../../lib/routing/learning-paths';

export interface DownloadItem {
  record: DownloadRecord;
  /** The lesson's day screen (videos), or the course calendar when the day is not known. */
  lessonPath: string | null;
}

export interface DownloadGroup {
  courseId: number;
  /** The course's title, null while (or if) the course content is not at hand. */
  courseTitle: string | null;
  items: DownloadItem[];
}

/** The day number of the lesson whose place in its set is `lessonId` (`Lesson.id`). */
function dayOfLesson(course: Course, lessonId: number): number | null {
  const day = course.days.find((d) => d.lessonSets.some((set) => set.lessons.some((l) => l.id === lessonId)));
  return day?.dayNumber ?? null;
}

/**
 * The downloads screen's groups (decision 069): by course, courses in the order the learner first
 * downloaded from them, items newest first within a course; each video with the way back to its
 * lesson (its day screen: the learner opens the lesson there).
 */
export function groupDownloads(
  records: readonly DownloadRecord[],
  courseOf: (courseId: number) => Course | undefined,
): DownloadGroup[] {
  const groups = new Map<number, DownloadGroup>();
  const oldestFirst = [...records].sort((a, b) => a.createdAt - b.createdAt);
  for (const record of oldestFirst) {
    const course = courseOf(record.courseId);
    let group = groups.get(record.courseId);
    if (!group) {
      group = { courseId: record.courseId, courseTitle: course?.title ?? null, items: [] };
      groups.set(record.courseId, group);
    }
    const dayNumber = record.kind === 'video' && course ? dayOfLesson(course, record.itemId) : null;
    const lessonPath =
      record.kind !== 'video'
        ? null
        : dayNumber !== null
          ? learningPaths.day(record.streamId, dayNumber)
          : learningPaths.calendar(record.streamId);
    group.items.unshift({ record, lessonPath });
  }
  return [...groups.values()];
}

/** The bytes the learner's downloads take: loaded ones whole, running ones as far as they got. */
export const downloadedBytes = (records: readonly DownloadRecord[]): number =>
  records.reduce((sum, r) => sum + (r.status === 'loaded' ? r.totalBytes : r.loadedBytes), 0);
