import type { ConsoleManifest, ValidationErrorItem } from '@cp/contract';
import type { Db } from '../../../db/client.js';
import {
  type CourseManifest,
  type CourseManifestInput,
  courseManifest,
  fileRefProblems,
  manifestProblems,
} from '../../courses/index.js';

/** A problem line of the import (`path: what is wrong`) as the 422 item the editor links to its field. */
export function problemItem(line: string): ValidationErrorItem {
  const at = line.indexOf(': ');
  return at > 0 ? { field: line.slice(0, at), message: line.slice(at + 2) } : { field: '', message: line };
}

/** The shape check of a save: the schema's issues, each with the manifest path of its field. */
export function checkShape(
  raw: unknown,
): { ok: true; manifest: CourseManifest } | { ok: false; items: ValidationErrorItem[] } {
  const parsed = courseManifest.safeParse(raw);
  if (parsed.success) return { ok: true, manifest: parsed.data };
  return {
    ok: false,
    items: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  };
}

/**
 * The console points at files already on the server and copies nothing (decision 074): a
 * folder path (`mp4`, `file`, `main_image`, ...) has no folder to come from here.
 */
export function folderPathProblems(m: CourseManifest): string[] {
  const problems: string[] = [];
  const folder = 'the console uses files already on the server: choose one by "file_id" or give a URL';
  if (m.main_image) problems.push(`main_image: ${folder}`);
  if (m.background_image) problems.push(`background_image: ${folder}`);
  for (const [key, v] of Object.entries(m.videos)) if (v.mp4) problems.push(`videos.${key}.mp4: ${folder}`);
  m.documents.forEach((d, i) => {
    if (d.file) problems.push(`documents.${i}.file: ${folder}`);
  });
  m.stages.forEach((s, i) => {
    s.days.forEach((d, j) => {
      d.documents.forEach((doc, k) => {
        if (doc.file) problems.push(`stages.${i}.days.${j}.documents.${k}.file: ${folder}`);
      });
    });
  });
  return problems;
}

/** What blocks publishing a shape-valid manifest: cross-references, folder paths, files by id. */
export async function publishProblems(
  db: Db,
  projectId: number,
  raw: unknown,
): Promise<ValidationErrorItem[]> {
  const shape = checkShape(raw);
  if (!shape.ok) return shape.items;
  const m = shape.manifest;
  return [...manifestProblems(m), ...folderPathProblems(m), ...(await fileRefProblems(db, projectId, m))].map(
    problemItem,
  );
}

/** The contract's outline of the manifest (what the editor writes) must be a manifest the import reads. */
type Fits<T extends CourseManifestInput> = T;
export type ConsoleManifestFits = Fits<ConsoleManifest>;
