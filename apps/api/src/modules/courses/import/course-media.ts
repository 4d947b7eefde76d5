import { FILE_TYPES } from '@cp/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { files, videoSubtitles, videos } from '../../../db/schema/index.js';
import type { CourseManifest } from './course-manifest.js';
import { MediaError, type MediaStore, type StoredMedia } from './media-store.js';

/** A manifest video once its files are in place: what the database rows need. */
export interface PreparedVideo {
  key: string;
  mp4: StoredMedia;
  hls: StoredMedia | null;
  preview: StoredMedia | null;
  duration: number;
  subtitles: { languageCode: string; name: string; media: StoredMedia }[];
}

/** Copies (or checks) every media file first, so a missing file fails before the database is touched. */
export async function prepareMedia(m: CourseManifest, store: MediaStore) {
  const videosByKey = new Map<string, PreparedVideo>();
  for (const [key, v] of Object.entries(m.videos)) {
    // A file already on the server (decision 074) has nothing to copy; `fileRefs` checks it.
    if (v.file_id !== undefined || v.mp4 === undefined) continue;
    const field = `videos.${key}`;
    const hls = v.hls ? await store.hls(v.hls, `${field}.hls`) : null;
    const duration = v.duration ?? hls?.duration ?? 0;
    if (!(duration > 0))
      throw new MediaError(`${field}.duration: could not be read from the playlist; give it`);
    const subtitles = [];
    for (const [i, s] of v.subtitles.entries()) {
      subtitles.push({
        languageCode: s.language_code,
        name: s.name,
        media: await store.file(s.file, `${field}.subtitles.${i}.file`),
      });
    }
    videosByKey.set(key, {
      key,
      mp4: await store.file(v.mp4, `${field}.mp4`),
      hls,
      preview: v.preview ? await store.file(v.preview, `${field}.preview`) : null,
      duration,
      subtitles,
    });
  }
  const documents = new Map<string, StoredMedia>();
  const allDocs = [...m.documents, ...m.stages.flatMap((s) => s.days.flatMap((d) => d.documents))];
  for (const d of allDocs)
    if (d.file) documents.set(d.key, await store.file(d.file, `documents.${d.key}.file`));
  const image = (rel: string | undefined, field: string) =>
    rel ? store.file(rel, field) : Promise.resolve(null);
  return {
    videos: videosByKey,
    documents,
    mainImage: await image(m.main_image, 'main_image'),
    backgroundImage: await image(m.background_image, 'background_image'),
  };
}
export type PreparedMedia = Awaited<ReturnType<typeof prepareMedia>>;

/** The file row of a stored media file (by its path, unique per school), created or refreshed. */
export async function upsertFile(
  db: Db,
  projectId: number,
  media: StoredMedia,
  type: number,
  duration: number | null = null,
): Promise<number> {
  const values = {
    projectId,
    type,
    name: media.path.split('/').at(-1)!,
    path: media.path,
    url: media.url,
    mime: media.mime,
    size: media.size,
    duration,
  };
  const [existing] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.projectId, projectId), eq(files.path, media.path)))
    .limit(1);
  if (existing) {
    await db.update(files).set(values).where(eq(files.id, existing.id));
    return existing.id;
  }
  const [row] = await db.insert(files).values(values).returning({ id: files.id });
  return row!.id;
}

/** Video file (type 1) with its renditions and subtitles; answers the file id lessons point at. */
export async function writeVideo(db: Db, projectId: number, v: PreparedVideo): Promise<number> {
  const fileId = await upsertFile(db, projectId, v.mp4, FILE_TYPES.video, v.duration);
  const values = {
    projectId,
    fileId,
    hlsPlaylist: v.hls?.url ?? null,
    mp4Playlist: v.mp4.url,
    preview: v.preview?.url ?? null,
    duration: v.duration,
  };
  const [existing] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.fileId, fileId))
    .limit(1);
  let videoId = existing?.id;
  if (videoId) await db.update(videos).set(values).where(eq(videos.id, videoId));
  else videoId = (await db.insert(videos).values(values).returning({ id: videos.id }))[0]!.id;
  const langs: string[] = [];
  for (const s of v.subtitles) {
    const subtitleFileId = await upsertFile(db, projectId, s.media, FILE_TYPES.subtitle);
    langs.push(s.languageCode);
    await db
      .insert(videoSubtitles)
      .values({
        projectId,
        videoId,
        languageCode: s.languageCode,
        name: s.name,
        fileId: subtitleFileId,
        link: s.media.url,
      })
      .onConflictDoUpdate({
        target: [videoSubtitles.videoId, videoSubtitles.languageCode],
        set: { name: s.name, fileId: subtitleFileId, link: s.media.url },
      });
  }
  await db
    .delete(videoSubtitles)
    .where(
      langs.length
        ? and(eq(videoSubtitles.videoId, videoId), notInArray(videoSubtitles.languageCode, langs))
        : eq(videoSubtitles.videoId, videoId),
    );
  return fileId;
}
