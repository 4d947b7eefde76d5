import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { courses, courseVersions, userCourseStreams } from '../../../db/schema/index.js';
import { fileRefProblems } from './course-file-refs.js';
import { writeHomework } from './course-homework.js';
import { type CourseManifest, courseManifest } from './course-manifest.js';
import { manifestProblems } from './course-manifest-checks.js';
import { prepareMedia, writeVideo } from './course-media.js';
import { writeSales } from './course-sales.js';
import { writeDocuments, writeLessons, writeOptions, writeStages } from './course-structure.js';
import { writeVideoConsultations } from './course-video-consultations.js';
import { ManifestError } from './manifest-error.js';
import type { MediaStore } from './media-store.js';

export { ManifestError };

export function parseManifest(raw: unknown): CourseManifest {
  const parsed = courseManifest.safeParse(raw);
  if (!parsed.success) {
    throw new ManifestError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(manifest)'}: ${i.message}`),
    );
  }
  const problems = manifestProblems(parsed.data);
  if (problems.length) throw new ManifestError(problems);
  return parsed.data;
}

export interface ImportResult {
  courseId: number;
  version: number;
  created: boolean;
}

/**
 * Creates or updates (by `slug`) a school's course from a manifest and its
 * media (decision 013). Media are put in place first; then one transaction
 * writes every row, so a failure leaves the course as it was. Each import
 * raises the course version; learners' streams keep their day statuses for
 * days that still exist, and their homework statuses for homework still placed where it was.
 */
export async function importCourse(
  db: Db,
  projectId: number,
  raw: unknown,
  store: MediaStore,
): Promise<ImportResult> {
  const m = parseManifest(raw);
  const media = await prepareMedia(m, store);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Imports of one installation run one at a time: the key checks and upserts below assume it.
    await t.execute(sql`select pg_advisory_xact_lock(727003)`);
    // Files named by id (decision 074) are checked here, so a bad one rolls back everything.
    const refProblems = await fileRefProblems(t, projectId, m);
    if (refProblems.length) throw new ManifestError(refProblems);
    const values = {
      title: m.title,
      shortTitle: m.short_title ?? null,
      category: m.category ?? null,
      complexity: m.complexity ?? null,
      consultationLimit: m.consultation_limit,
      shortDescription: m.short_description ?? null,
      mainImage: media.mainImage?.url ?? m.main_image_url ?? null,
      backgroundImage: media.backgroundImage?.url ?? m.background_image_url ?? null,
      isDemoDocumentsAccessible: m.demo.documents,
      isDemoExpertMessageEnabled: m.demo.expert_messages,
      isDemoUserMessageEnabled: m.demo.user_messages,
      isDemoOfflineModeAccessible: m.demo.offline,
    };
    const [existing] = await t
      .select({ id: courses.id, version: courses.version })
      .from(courses)
      .where(sql`${courses.projectId} = ${projectId} and ${courses.slug} = ${m.slug}`)
      .limit(1);
    const [course] = existing
      ? await t
          .update(courses)
          .set({ ...values, version: existing.version + 1, updatedAt: new Date() })
          .where(eq(courses.id, existing.id))
          .returning()
      : await t
          .insert(courses)
          .values({ projectId, slug: m.slug, ...values })
          .returning();
    const courseId = course!.id;
    await t.insert(courseVersions).values({ projectId, courseId, version: course!.version });
    const videoFileIds = new Map<string, number>();
    for (const v of media.videos.values()) videoFileIds.set(v.key, await writeVideo(t, projectId, v));
    // A video already on the server is linked as it is: its rows are the media library's (decision 074).
    for (const [key, v] of Object.entries(m.videos))
      if (v.file_id !== undefined) videoFileIds.set(key, v.file_id);
    const ctx = { db: t, projectId, courseId };
    const valueIds = await writeOptions(ctx, m);
    const lessonIds = await writeLessons(ctx, m, videoFileIds, valueIds);
    const { stageIds, dayIds } = await writeStages(ctx, m, lessonIds);
    await writeDocuments(ctx, m, dayIds, media);
    await writeHomework(ctx, m, stageIds, dayIds);
    await writeSales(ctx, m);
    await writeVideoConsultations(ctx, m.video_consultations);
    await t
      .update(courses)
      .set({ demoVideoFileId: m.demo_video ? videoFileIds.get(m.demo_video)! : null })
      .where(eq(courses.id, courseId));
    // Progress counts training days (not days of rest) of the course as it now is.
    const trainingDays = m.stages.flatMap((s) => s.days).filter((d) => !d.day_of_rest).length;
    await t
      .update(userCourseStreams)
      .set({ daysCount: trainingDays })
      .where(eq(userCourseStreams.courseId, courseId));
    return { courseId, version: course!.version, created: !existing };
  });
}
