import type { MediaAssetStatus } from '@cp/contract';
import { and, count, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { files, lessons, mediaAssets, videoSubtitles, videos } from '../../../db/schema/index.js';
import { mediaUrl } from './media-storage.js';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
/** What a finished transcode made (`media_assets.output`). */
export interface MediaOutput {
  duration: number;
  width: number;
  height: number;
  renditions: { height: number; bandwidth: number }[];
}

/** Subtitles are `files` rows (type 5) under the asset's folder, kept before the video is ready too. */
const subtitlePrefix = (assetDir: string) => `${assetDir}/subtitles/`;
export const subtitlePath = (assetDir: string, lang: string) => `${subtitlePrefix(assetDir)}${lang}.vtt`;

export async function findAsset(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.projectId, projectId), eq(mediaAssets.id, id)));
  return row ?? null;
}

/**
 * A new asset and its video file, in the caller's transaction. The file's address is its MP4
 * rendition's, which exists once the asset is `ready`; until then the file has no `videos` row.
 */
export async function insertAsset(
  tx: Db,
  a: { projectId: number; title: string; originalName: string; size: number; createdBy: number },
  assetDir: (id: number) => string,
) {
  const [file] = await tx
    .insert(files)
    .values({ projectId: a.projectId, type: 1, name: a.originalName, url: '', mime: 'video/mp4' })
    .returning({ id: files.id });
  const [asset] = await tx
    .insert(mediaAssets)
    .values({
      projectId: a.projectId,
      fileId: file!.id,
      title: a.title,
      originalName: a.originalName,
      originalSize: a.size,
      originalPath: '',
      status: 'queued',
      createdBy: a.createdBy,
    })
    .returning();
  const dir = assetDir(asset!.id);
  const mp4 = `${dir}/video/video.mp4`;
  await tx
    .update(files)
    .set({ path: mp4, url: mediaUrl(mp4) })
    .where(eq(files.id, file!.id));
  const [kept] = await tx
    .update(mediaAssets)
    .set({ originalPath: `media/${dir}/original` })
    .where(eq(mediaAssets.id, asset!.id))
    .returning();
  return kept!;
}

export async function listAssets(
  db: Db,
  projectId: number,
  f: { q?: string | undefined; status?: MediaAssetStatus | undefined; limit: number; offset: number },
) {
  const pattern = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(mediaAssets.projectId, projectId),
    f.status ? eq(mediaAssets.status, f.status) : undefined,
    pattern ? or(ilike(mediaAssets.title, pattern), ilike(mediaAssets.originalName, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mediaAssets)
      .where(where)
      .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(mediaAssets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many lessons show each file (any of a lesson's four video slots). */
export async function lessonCounts(db: Db, fileIds: number[]): Promise<Map<number, number>> {
  if (fileIds.length === 0) return new Map();
  const slots = [
    lessons.videoFileId,
    lessons.descriptionVideoFileId,
    lessons.verticalVideoFileId,
    lessons.verticalDescriptionVideoFileId,
  ];
  const counts = new Map<number, number>();
  for (const slot of slots) {
    const rows = await db
      .select({ fileId: slot, n: count() })
      .from(lessons)
      .where(inArray(slot, fileIds))
      .groupBy(slot);
    for (const r of rows) if (r.fileId !== null) counts.set(r.fileId, (counts.get(r.fileId) ?? 0) + r.n);
  }
  return counts;
}

/** Languages of each asset's subtitles, by asset folder. */
export async function subtitleLanguages(db: Db, projectId: number, dirs: string[]) {
  const result = new Map<string, string[]>(dirs.map((d) => [d, []]));
  if (dirs.length === 0) return result;
  const rows = await db
    .select({ path: files.path })
    .from(files)
    .where(
      and(
        eq(files.projectId, projectId),
        eq(files.type, 5),
        or(...dirs.map((d) => like(files.path, `${subtitlePrefix(d)}%`))),
      ),
    )
    .orderBy(files.path);
  for (const { path } of rows) {
    const dir = dirs.find((d) => path?.startsWith(subtitlePrefix(d)));
    if (dir) result.get(dir)!.push(path!.slice(subtitlePrefix(dir).length, -'.vtt'.length));
  }
  return result;
}

export async function videoOfFile(db: Db, fileId: number) {
  const [row] = await db.select().from(videos).where(eq(videos.fileId, fileId));
  return row ?? null;
}

export async function updateAsset(db: Db, id: number, set: Partial<typeof mediaAssets.$inferInsert>) {
  const [row] = await db
    .update(mediaAssets)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(mediaAssets.id, id))
    .returning();
  return row ?? null;
}

/** A subtitle's file row (and its track, when the video is ready), replaced whole. */
export async function putSubtitle(
  tx: Db,
  s: { projectId: number; path: string; name: string; lang: string; size: number; videoId: number | null },
) {
  await tx.delete(files).where(and(eq(files.projectId, s.projectId), eq(files.path, s.path)));
  const [file] = await tx
    .insert(files)
    .values({
      projectId: s.projectId,
      type: 5,
      name: `${s.lang}.vtt`,
      path: s.path,
      url: mediaUrl(s.path),
      mime: 'text/vtt',
      size: s.size,
    })
    .returning();
  if (s.videoId !== null) {
    await tx
      .delete(videoSubtitles)
      .where(and(eq(videoSubtitles.videoId, s.videoId), eq(videoSubtitles.languageCode, s.lang)));
    await tx.insert(videoSubtitles).values({
      projectId: s.projectId,
      videoId: s.videoId,
      languageCode: s.lang,
      name: s.name,
      fileId: file!.id,
      link: file!.url,
    });
  }
}

/** Removes a subtitle; answers whether there was one. */
export async function deleteSubtitle(
  tx: Db,
  projectId: number,
  path: string,
  videoId: number | null,
  lang: string,
) {
  const gone = await tx
    .delete(files)
    .where(and(eq(files.projectId, projectId), eq(files.path, path)))
    .returning({ id: files.id });
  if (videoId !== null) {
    await tx
      .delete(videoSubtitles)
      .where(and(eq(videoSubtitles.videoId, videoId), eq(videoSubtitles.languageCode, lang)));
  }
  return gone.length > 0;
}

/** The asset's subtitle files, for the tracks written when its `videos` row appears. */
export async function subtitleFiles(db: Db, projectId: number, assetDir: string) {
  return db
    .select()
    .from(files)
    .where(
      and(
        eq(files.projectId, projectId),
        eq(files.type, 5),
        like(files.path, `${subtitlePrefix(assetDir)}%`),
      ),
    );
}

/** Removes the asset, its file (and so its `videos` row and tracks) and its subtitle files. */
export async function deleteAsset(tx: Db, asset: MediaAssetRow, assetDir: string) {
  await tx.delete(mediaAssets).where(eq(mediaAssets.id, asset.id));
  await tx
    .delete(files)
    .where(
      and(
        eq(files.projectId, asset.projectId),
        or(eq(files.id, asset.fileId), like(files.path, `${subtitlePrefix(assetDir)}%`)),
      ),
    );
}
