import { FILE_TYPES } from '@cp/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { files, mediaAssets } from '../../../db/schema/index.js';
import type { CourseManifest } from './course-manifest.js';

/**
 * Files a manifest names by id instead of bringing them (decision 074): a video entry's
 * `file_id` must be a video file (type 1) of the same school, a document's `file_id` a document
 * file (type 4) of it. Another school's file reads exactly like a missing one, so an id tells
 * nothing about other schools. A video the media library could not convert (not a video at all)
 * is refused too: learners would wait for it for ever, and never finish its day. Each problem
 * names the path of the field.
 */
export async function fileRefProblems(db: Db, projectId: number, m: CourseManifest): Promise<string[]> {
  const wanted: { field: string; id: number; type: number; what: string }[] = [];
  for (const [key, v] of Object.entries(m.videos)) {
    if (v.file_id !== undefined)
      wanted.push({ field: `videos.${key}.file_id`, id: v.file_id, type: FILE_TYPES.video, what: 'video' });
  }
  const documentAt = (where: string, list: CourseManifest['documents']) => {
    for (const [i, d] of list.entries()) {
      if (d.file_id !== undefined)
        wanted.push({
          field: `${where}.${i}.file_id`,
          id: d.file_id,
          type: FILE_TYPES.document,
          what: 'document',
        });
    }
  };
  documentAt('documents', m.documents);
  for (const [i, s] of m.stages.entries()) {
    for (const [j, d] of s.days.entries()) documentAt(`stages.${i}.days.${j}.documents`, d.documents);
  }
  if (wanted.length === 0) return [];
  const ids = [...new Set(wanted.map((w) => w.id))];
  const rows = await db
    .select({ id: files.id, type: files.type, status: mediaAssets.status })
    .from(files)
    .leftJoin(mediaAssets, eq(mediaAssets.fileId, files.id))
    .where(and(eq(files.projectId, projectId), inArray(files.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((w) => {
    const row = byId.get(w.id);
    if (row?.type !== w.type) return [`${w.field}: no ${w.what} file ${w.id} in this school`];
    if (row.status === 'failed')
      return [`${w.field}: video file ${w.id} could not be converted; choose another`];
    return [];
  });
}
