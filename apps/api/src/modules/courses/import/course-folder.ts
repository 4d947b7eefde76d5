import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { domains, projects } from '../../../db/schema/index.js';
import type { ObjectStore } from '../../../lib/object-store/object-store.js';
import { normaliseHost } from '../../tenancy/index.js';
import { type ImportResult, importCourse, ManifestError } from './course-import.service.js';
import { createMediaStore } from './media-store.js';

export const MANIFEST_FILE = 'course.json';

/** The school an import is for: by one of its hosts, by id, or the only one there is. */
export async function resolveProject(db: Db, target: { host?: string; projectId?: number }): Promise<number> {
  if (target.host) {
    const [row] = await db
      .select({ projectId: domains.projectId })
      .from(domains)
      .where(eq(domains.host, normaliseHost(target.host)))
      .limit(1);
    if (!row) throw new Error(`no school has the host "${target.host}"`);
    return row.projectId;
  }
  if (target.projectId !== undefined) {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, target.projectId))
      .limit(1);
    if (!row) throw new Error(`no school has the id ${target.projectId}`);
    return row.id;
  }
  const rows = await db.select({ id: projects.id }).from(projects).limit(2);
  if (rows.length !== 1)
    throw new Error('several schools (or none) exist: choose one with --host or --project');
  return rows[0]!.id;
}

/**
 * `npm run import:course -- <folder>`: reads `<folder>/course.json`, puts its
 * media in the store at `media/<school>/<course slug>/` (served under /v/media/) and
 * writes the course (decisions 013, 081).
 */
export async function importCourseFolder(
  db: Db,
  opts: { folder: string; objects: ObjectStore; host?: string; projectId?: number },
): Promise<ImportResult & { projectId: number; slug: string }> {
  const manifestPath = path.join(opts.folder, MANIFEST_FILE);
  const text = await readFile(manifestPath, 'utf8').catch(() => {
    throw new ManifestError([`${manifestPath}: not found`]);
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ManifestError([`${MANIFEST_FILE}: not valid JSON (${(err as Error).message})`]);
  }
  const slug = (raw as { slug?: unknown })?.slug;
  const projectId = await resolveProject(db, opts);
  const safeSlug = typeof slug === 'string' && /^[a-z0-9][a-z0-9_-]*$/.test(slug) ? slug : 'course';
  const store = createMediaStore({
    sourceDir: opts.folder,
    objects: opts.objects,
    urlPrefix: `/v/media/${projectId}/${safeSlug}`,
    pathPrefix: `media/${projectId}/${safeSlug}`,
  });
  const result = await importCourse(db, projectId, raw, store);
  return { ...result, projectId, slug: safeSlug };
}
