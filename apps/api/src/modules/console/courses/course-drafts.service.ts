import type {
  CourseDraft,
  CourseDraftCreateBody,
  CourseDraftSaveBody,
  Language,
  ValidationErrorItem,
} from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { courseDrafts, courses } from '../../../db/schema/index.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { type AuditActor, recordAudit } from '../../audit/index.js';
import { exportCourse } from '../../courses/index.js';
import { findCourse, findDraft, findDraftOfCourse, slugTaken } from './course-drafts.repository.js';
import { presentDraft } from './courses-console.presenter.js';
import { checkShape, publishProblems } from './draft-problems.js';

/** A manifest the console refuses: 422 with the manifest path of each field. */
export class ManifestRefused extends Error {
  constructor(readonly items: ValidationErrorItem[]) {
    super('manifest refused');
  }
}

export const notFound = (lang: Language) => new ApiError(404, message('notFound', lang));
export const stale = (lang: Language) => new ApiError(409, message('coursesStaleRevision', lang));

/** The draft as the editor reads it: its manifest and what blocks publishing it now. */
export async function viewDraft(db: Db, projectId: number, id: number, lang: Language): Promise<CourseDraft> {
  const draft = await findDraft(db, projectId, id);
  if (!draft) throw notFound(lang);
  const course = draft.courseId === null ? null : await findCourse(db, projectId, draft.courseId);
  return presentDraft(draft, course?.version ?? null, await publishProblems(db, projectId, draft.manifest));
}

/**
 * The course's title as a manifest reads it: the subject of the course's audit lines, which read
 * "published a course “Breathing for beginners”" rather than by its slug (decision 119).
 */
export function courseTitleOf(manifest: Record<string, unknown>): string | null {
  return typeof manifest.title === 'string' && manifest.title ? manifest.title : null;
}

/** A new course's first draft: shape-valid from the start (one stage with one day). */
function newCourseManifest(slug: string, title: string, lang: Language) {
  return {
    slug,
    title,
    stages: [
      {
        key: 'stage-1',
        title: message('coursesNewStageTitle', lang),
        days: [{ day_number: 1, title: message('coursesNewDayTitle', lang) }],
      },
    ],
  };
}

/** A slug for a course made without one (by SQL, before the import): the draft and publishing need it. */
async function freeSlug(db: Db, projectId: number, courseId: number) {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? `course-${courseId}` : `course-${courseId}-${n}`;
    if (!(await slugTaken(db, projectId, slug))) return slug;
  }
}

/**
 * POST /staff/course-drafts. `{course_id}` opens the published course as a draft (its export);
 * an existing draft of it is answered as it is. `{slug, title}` starts a new course.
 */
export async function createDraft(
  db: Db,
  actor: AuditActor,
  body: CourseDraftCreateBody,
  lang: Language,
): Promise<{ created: boolean; draft: CourseDraft }> {
  const { projectId } = actor;
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    let values: typeof courseDrafts.$inferInsert;
    if ('course_id' in body) {
      const course = await findCourse(t, projectId, body.course_id);
      if (!course) throw notFound(lang);
      const existing = await findDraftOfCourse(t, projectId, course.id);
      if (existing) return { id: existing.id, created: false };
      let slug = course.slug;
      if (slug === null) {
        slug = await freeSlug(t, projectId, course.id);
        await t.update(courses).set({ slug }).where(eq(courses.id, course.id));
      }
      const exported = (await exportCourse(t, projectId, course.id))!;
      exported.slug = slug;
      // A course with no stages yet (made by SQL) gets the new course's first stage.
      if (exported.stages.length === 0) exported.stages = newCourseManifest(slug, '', lang).stages;
      const shape = checkShape(exported);
      if (!shape.ok) {
        const first = shape.items[0]!;
        throw new ApiError(
          422,
          message('coursesNotImportable', lang, { problem: `${first.field}: ${first.message}` }),
        );
      }
      values = {
        projectId,
        courseId: course.id,
        slug,
        manifest: shape.manifest,
        baseVersion: course.version,
      };
    } else {
      if (await slugTaken(t, projectId, body.slug))
        throw new ApiError(409, message('coursesSlugTaken', lang));
      const shape = checkShape(newCourseManifest(body.slug, body.title, lang));
      if (!shape.ok) throw new ManifestRefused(shape.items);
      values = { projectId, courseId: null, slug: body.slug, manifest: shape.manifest };
    }
    // Two administrators opening the same course at once: the second gets the first's draft.
    const [row] = await t
      .insert(courseDrafts)
      .values({ ...values, updatedBy: actor.userId })
      .onConflictDoNothing()
      .returning({ id: courseDrafts.id });
    if (!row) {
      if (values.courseId)
        return { id: (await findDraftOfCourse(t, projectId, values.courseId))!.id, created: false };
      throw new ApiError(409, message('coursesSlugTaken', lang));
    }
    await recordAudit(t, actor, {
      action: 'course.draft_create',
      targetType: 'course_draft',
      targetId: row.id,
      details: {
        subject: courseTitleOf(values.manifest),
        slug: values.slug,
        course_id: values.courseId ?? null,
        base_version: values.baseVersion ?? null,
      },
    });
    return { id: row.id, created: true };
  });
  return { created: id.created, draft: await viewDraft(db, projectId, id.id, lang) };
}

/**
 * PUT /staff/course-drafts/{id}: the whole manifest at the revision it was read. A stale revision
 * is 409 and saves nothing; a manifest the schema refuses is 422 (its paths) and saves nothing;
 * cross-references come back as the draft's problems and only block publishing.
 */
export async function saveDraft(
  db: Db,
  actor: AuditActor,
  id: number,
  body: CourseDraftSaveBody,
  lang: Language,
): Promise<CourseDraft> {
  const { projectId } = actor;
  const current = await findDraft(db, projectId, id);
  if (!current) throw notFound(lang);
  const shape = checkShape(body.manifest);
  if (!shape.ok) throw new ManifestRefused(shape.items);
  if (shape.manifest.slug !== current.slug)
    throw new ManifestRefused([{ field: 'slug', message: message('coursesSlugFixed', lang) }]);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [saved] = await t
      .update(courseDrafts)
      .set({
        manifest: shape.manifest,
        revision: body.revision + 1,
        updatedBy: actor.userId,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(courseDrafts.projectId, projectId),
          eq(courseDrafts.id, id),
          eq(courseDrafts.revision, body.revision),
        ),
      )
      .returning({ revision: courseDrafts.revision });
    if (!saved) throw stale(lang);
    await recordAudit(t, actor, {
      action: 'course.draft_update',
      targetType: 'course_draft',
      targetId: id,
      details: {
        subject: courseTitleOf(shape.manifest),
        slug: current.slug,
        course_id: current.courseId,
        revision: saved.revision,
      },
    });
  });
  return viewDraft(db, projectId, id, lang);
}

/** DELETE /staff/course-drafts/{id}: the draft goes; the published course stays as it is. */
export async function discardDraft(db: Db, actor: AuditActor, id: number, lang: Language): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [gone] = await t
      .delete(courseDrafts)
      .where(and(eq(courseDrafts.projectId, actor.projectId), eq(courseDrafts.id, id)))
      .returning({
        slug: courseDrafts.slug,
        courseId: courseDrafts.courseId,
        revision: courseDrafts.revision,
        manifest: courseDrafts.manifest,
      });
    if (!gone) throw notFound(lang);
    await recordAudit(t, actor, {
      action: 'course.draft_discard',
      targetType: 'course_draft',
      targetId: id,
      details: {
        subject: courseTitleOf(gone.manifest),
        slug: gone.slug,
        course_id: gone.courseId,
        revision: gone.revision,
      },
    });
  });
}
