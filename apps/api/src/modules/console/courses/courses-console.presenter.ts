import type {
  ConsoleCourse,
  CourseDraft,
  CourseDraftSummary,
  CourseVideo,
  ValidationErrorItem,
} from '@cp/contract';
import { toSeconds } from '../../../lib/time.js';
import type { DraftRow, listCoursesWithDrafts, listVideoFiles } from './course-drafts.repository.js';

const seconds = (d: Date) => toSeconds(d)!;

const author = (d: Pick<DraftRow, 'updatedBy' | 'updatedByName'>) =>
  d.updatedBy === null ? null : { id: d.updatedBy, name: d.updatedByName ?? `#${d.updatedBy}` };

export function presentDraftSummary(d: DraftRow): CourseDraftSummary {
  return {
    id: d.id,
    revision: d.revision,
    updated_at: seconds(d.updatedAt),
    updated_by: author(d),
    published_at: toSeconds(d.publishedAt),
    unpublished_changes: d.publishedAt === null || d.updatedAt > d.publishedAt,
  };
}

export function presentDraft(
  d: DraftRow,
  publishedVersion: number | null,
  problems: ValidationErrorItem[],
): CourseDraft {
  return {
    id: d.id,
    course_id: d.courseId,
    slug: d.slug,
    revision: d.revision,
    base_version: d.baseVersion,
    published_version: publishedVersion,
    updated_at: seconds(d.updatedAt),
    updated_by: author(d),
    published_at: toSeconds(d.publishedAt),
    manifest: d.manifest,
    problems,
  };
}

type Listed = Awaited<ReturnType<typeof listCoursesWithDrafts>>;

export function presentCourseList({ published, unpublished }: Listed): ConsoleCourse[] {
  return [
    ...published.map((c) => ({
      course_id: c.courseId,
      slug: c.slug,
      title: c.title,
      version: c.version,
      updated_at: seconds(c.courseUpdatedAt),
      // A left join: no draft leaves every draft column null.
      draft: c.draft?.id ? presentDraftSummary(c.draft as DraftRow) : null,
    })),
    ...unpublished.map((d) => ({
      course_id: null,
      slug: d.slug,
      title: typeof d.manifest.title === 'string' ? d.manifest.title : d.slug,
      version: null,
      updated_at: null,
      draft: presentDraftSummary(d),
    })),
  ];
}

export function presentVideo(v: Awaited<ReturnType<typeof listVideoFiles>>['rows'][number]): CourseVideo {
  return {
    id: v.id,
    title: v.title ?? v.name,
    name: v.name,
    duration: v.duration === null ? null : Number(v.duration),
    converted: Boolean(v.converted),
    status: v.status ?? null,
    created_at: seconds(v.createdAt),
  };
}
