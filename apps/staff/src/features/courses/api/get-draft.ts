import { CONSOLE_COURSES_ROUTES, type ConsoleManifest, type CourseDraft } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { courseKeys } from './course-keys';

export interface Problem {
  /** The manifest path of the field, e.g. `stages.0.days.2.title`. */
  field: string;
  message: string;
}

export interface Draft {
  id: number;
  courseId: number | null;
  slug: string;
  revision: number;
  baseVersion: number | null;
  publishedVersion: number | null;
  /** Milliseconds. */
  updatedAt: number;
  updatedBy: string | null;
  publishedAt: number | null;
  manifest: ConsoleManifest;
  problems: Problem[];
}

export function toDraft(d: CourseDraft): Draft {
  return {
    id: d.id,
    courseId: d.course_id,
    slug: d.slug,
    revision: d.revision,
    baseVersion: d.base_version,
    publishedVersion: d.published_version,
    updatedAt: d.updated_at * 1000,
    updatedBy: d.updated_by?.name ?? null,
    publishedAt: d.published_at === null ? null : d.published_at * 1000,
    // The server checked its shape on save (decision 074): it is a manifest of the import format.
    manifest: d.manifest as unknown as ConsoleManifest,
    problems: d.problems,
  };
}

/** `GET /staff/course-drafts/{id}`. */
export async function getDraft(id: number, signal?: AbortSignal): Promise<Draft> {
  const { data } = await apiGet<CourseDraft>(staffPath(CONSOLE_COURSES_ROUTES.draft, { id }), { signal });
  return toDraft(data);
}

export function useDraft(id: number) {
  // The editor keeps its own copy while editing: no refetch behind its back.
  return useQuery({
    queryKey: courseKeys.draft(id),
    queryFn: ({ signal }) => getDraft(id, signal),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: id > 0,
  });
}
