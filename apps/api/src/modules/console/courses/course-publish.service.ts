import type { CourseDraftPublishBody, CourseDraftPublished, Language } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { courseDrafts, courseVersions } from '../../../db/schema/index.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { type AuditActor, recordAudit } from '../../audit/index.js';
import { importCourse, ManifestError, MediaError, type MediaStore } from '../../courses/index.js';
import { courseBySlug, findCourse, lockDraft } from './course-drafts.repository.js';
import { courseTitleOf, ManifestRefused, notFound, stale, viewDraft } from './course-drafts.service.js';
import { problemItem, publishProblems } from './draft-problems.js';

/** The console copies no files (decision 074); `publishProblems` refuses folder paths before this is reached. */
const noFolder: MediaStore = {
  file: async (_rel, field) => {
    throw new MediaError(`${field}: the console uses files already on the server`);
  },
  hls: async (_rel, field) => {
    throw new MediaError(`${field}: the console uses files already on the server`);
  },
};

/**
 * POST /staff/course-drafts/{id}/publish: the import of the draft (decisions 013, 074) in the
 * same transaction as the draft's bookkeeping and the audit line, so a refused or failed publish
 * changes nothing a learner sees, and a published one raises the version `GET /courses/versions`
 * serves. The draft stays, marked as published at that version.
 */
export async function publishDraft(
  db: Db,
  actor: AuditActor,
  id: number,
  body: CourseDraftPublishBody,
  lang: Language,
): Promise<CourseDraftPublished> {
  const { projectId } = actor;
  const note = body.note ? body.note : null;
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const draft = await lockDraft(t, projectId, id);
    if (!draft) throw notFound(lang);
    if (draft.revision !== body.revision) throw stale(lang);
    const problems = await publishProblems(t, projectId, draft.manifest);
    if (problems.length) throw new ManifestRefused(problems);
    if (draft.courseId === null) {
      // A new course's slug may have been taken by a folder import since the draft began.
      if (await courseBySlug(t, projectId, draft.slug))
        throw new ApiError(409, message('coursesSlugTaken', lang));
    } else if ((await findCourse(t, projectId, draft.courseId))?.slug !== draft.slug) {
      throw notFound(lang);
    }
    const imported = await importCourse(t, projectId, draft.manifest, noFolder).catch((error: unknown) => {
      if (error instanceof ManifestError) throw new ManifestRefused(error.problems.map(problemItem));
      if (error instanceof MediaError) throw new ManifestRefused([problemItem(error.message)]);
      throw error;
    });
    await t
      .update(courseVersions)
      .set({ note })
      .where(
        and(eq(courseVersions.courseId, imported.courseId), eq(courseVersions.version, imported.version)),
      );
    await t
      .update(courseDrafts)
      .set({ courseId: imported.courseId, baseVersion: imported.version, publishedAt: new Date() })
      .where(eq(courseDrafts.id, id));
    await recordAudit(t, actor, {
      action: 'course.publish',
      targetType: 'course',
      targetId: imported.courseId,
      details: {
        subject: courseTitleOf(draft.manifest),
        slug: draft.slug,
        version: imported.version,
        note,
        draft_id: id,
        revision: draft.revision,
      },
    });
    return imported;
  });
  return {
    course_id: result.courseId,
    version: result.version,
    draft: await viewDraft(db, projectId, id, lang),
  };
}
