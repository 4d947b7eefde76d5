import { CONSOLE_COURSES_ROUTES, type ConsoleCourse } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { courseKeys } from './course-keys';

export interface CourseDraftInfo {
  id: number;
  revision: number;
  updatedAt: number;
  updatedBy: string | null;
  publishedAt: number | null;
  unpublishedChanges: boolean;
}

export interface ConsoleCourseItem {
  courseId: number | null;
  slug: string | null;
  title: string;
  version: number | null;
  /** Milliseconds. */
  updatedAt: number | null;
  draft: CourseDraftInfo | null;
}

export function toCourseItem(c: ConsoleCourse): ConsoleCourseItem {
  return {
    courseId: c.course_id,
    slug: c.slug,
    title: c.title,
    version: c.version,
    updatedAt: c.updated_at === null ? null : c.updated_at * 1000,
    draft: c.draft && {
      id: c.draft.id,
      revision: c.draft.revision,
      updatedAt: c.draft.updated_at * 1000,
      updatedBy: c.draft.updated_by?.name ?? null,
      publishedAt: c.draft.published_at === null ? null : c.draft.published_at * 1000,
      unpublishedChanges: c.draft.unpublished_changes,
    },
  };
}

/** `GET /staff/console/courses`: the school's courses with their published version and draft. */
export async function listCourses(signal?: AbortSignal): Promise<ConsoleCourseItem[]> {
  const { data } = await apiGet<ConsoleCourse[]>(staffPath(CONSOLE_COURSES_ROUTES.courses), { signal });
  return data.map(toCourseItem);
}

export function useConsoleCourses() {
  return useQuery({ queryKey: courseKeys.list(), queryFn: ({ signal }) => listCourses(signal) });
}
