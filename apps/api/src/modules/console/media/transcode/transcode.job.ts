import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { Db } from '../../../../db/client.js';
import { files, mediaAssets, videoSubtitles, videos } from '../../../../db/schema/index.js';
import { inWorkFolder, withLocalCopy } from '../../../uploads/index.js';
import { findAsset, type MediaOutput, subtitleFiles, updateAsset } from '../media.repository.js';
import { type MediaStorage, mediaUrl } from '../media-storage.js';
import { makeLadder } from './ladder.js';
import { probe } from './probe.js';

export const TRANSCODE_QUEUE = 'transcode';
/** Attempts after the first (a failed ffmpeg, a worker that died): three runs in all. */
export const TRANSCODE_RETRY_LIMIT = 2;
/** The reason stored for a file ffprobe does not take for a video: translated when shown. */
export const NOT_A_VIDEO = 'mediaNotVideo';

export interface TranscodeJob {
  assetId: number;
}

export interface TranscodeDeps {
  db: Db;
  storage: MediaStorage;
  ladder: number[];
  /** The upload limit: what an original is copied to local disk at most (decision 082). */
  maxBytes: number;
  ffmpeg?: string;
  ffprobe?: string;
}

/** The queue's settings: retried with back-off; one job per video at a time; a dead worker's job runs again. */
export const transcodeQueueOptions = {
  policy: 'exclusive',
  retryLimit: TRANSCODE_RETRY_LIMIT,
  retryDelay: 1,
  retryBackoff: true,
  retryDelayMax: 300,
  // A worker beats every 5 s; a job without a beat for 10 s (its process died) is run again.
  heartbeatSeconds: 10,
  // Hours of a very long source are fine; the heartbeat, not this, finds a dead worker.
  expireInSeconds: 12 * 3600,
} as const;

/**
 * One attempt at an asset's transcode (decisions 075, 082). The original is read where it is
 * (a folder store) or copied to a local work folder (S3); the ladder is made in that work
 * folder, put to the store under `video/` whole, and only then, in one transaction, the file's
 * `videos` row (what learners play) is written and the asset set `ready`. A failed put or
 * publish removes what was put. A file that is not a video fails at once; an ffmpeg failure is
 * thrown for the queue to retry, and the last attempt's sets `failed`.
 */
export async function runTranscode(deps: TranscodeDeps, job: Job<TranscodeJob>): Promise<void> {
  const { db, storage } = deps;
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, job.data.assetId));
  // Deleted meanwhile, or already made (a duplicate run): nothing to do.
  if (!row || row.status === 'ready') return;
  const dir = storage.assetDir(row.projectId, row.id);
  const videoKey = storage.keyOf(`${dir}/video`);
  await db
    .update(mediaAssets)
    .set({
      status: 'processing',
      progress: 0,
      error: null,
      attempts: sql`${mediaAssets.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(mediaAssets.id, row.id));

  let lastWrite = 0;
  try {
    const outcome = await withLocalCopy(
      storage.objects,
      storage.keyOf(`${dir}/original`),
      deps.maxBytes,
      (original) =>
        inWorkFolder(async (work) => {
          const probed = await probe(original, deps.ffprobe);
          if (!probed) return null;
          const made = await makeLadder({
            original,
            out: work,
            probe: probed,
            ladder: deps.ladder,
            ...(deps.ffmpeg ? { ffmpeg: deps.ffmpeg } : {}),
            signal: job.signal,
            onProgress(fraction) {
              // At most about once a second: a progress bar, not a log.
              if (Date.now() - lastWrite < 1000 || fraction >= 1) return;
              lastWrite = Date.now();
              void updateAsset(db, row.id, { progress: Math.round(fraction * 1000) / 1000 }).catch(() => {});
            },
          });
          // Whatever an earlier attempt put is stale (one job per video runs at a time).
          await storage.objects.removePrefix(videoKey);
          await storage.objects.putTree(videoKey, work);
          return { probed, made };
        }),
    );
    if (!outcome) {
      await updateAsset(db, row.id, { status: 'failed', progress: 0, error: NOT_A_VIDEO });
      return;
    }
    const { probed, made } = outcome;
    await publish(db, row, dir, {
      duration: probed.duration,
      width: probed.width,
      height: probed.height,
      renditions: made.renditions.map(({ height, bandwidth }) => ({ height, bandwidth })),
    });
  } catch (err) {
    // Nothing half-published: no `videos` row was written, so no object under `video/` stays.
    await storage.objects.removePrefix(videoKey).catch(() => {});
    const reason = err instanceof Error ? err.message : String(err);
    const last = job.retryCount >= TRANSCODE_RETRY_LIMIT;
    // Deleted while it was transcoding: whatever this attempt left goes too, and nothing to report.
    if (!(await findAsset(db, row.projectId, row.id))) {
      await storage.removeAsset(row.projectId, row.id);
      return;
    }
    await updateAsset(db, row.id, {
      status: last ? 'failed' : 'queued',
      progress: 0,
      error: reason.slice(0, 500),
    });
    throw err;
  }
}

/** The `videos` row, the subtitle tracks kept so far, and `ready`: together or not at all. */
async function publish(db: Db, row: typeof mediaAssets.$inferSelect, dir: string, output: MediaOutput) {
  const base = `${dir}/video`;
  await db.transaction(async (tx) => {
    const [video] = await tx
      .insert(videos)
      .values({
        projectId: row.projectId,
        fileId: row.fileId,
        hlsPlaylist: mediaUrl(`${base}/hls/master.m3u8`),
        mp4Playlist: mediaUrl(`${base}/video.mp4`),
        preview: mediaUrl(`${base}/poster.jpg`),
        duration: output.duration,
      })
      .onConflictDoNothing()
      .returning();
    if (!video) return;
    const subtitles = await subtitleFiles(tx, row.projectId, dir);
    for (const s of subtitles) {
      const lang = path.posix.basename(s.path!, '.vtt');
      await tx.insert(videoSubtitles).values({
        projectId: row.projectId,
        videoId: video.id,
        languageCode: lang,
        name: languageName(lang),
        fileId: s.id,
        link: s.url,
      });
    }
    await tx.update(files).set({ duration: output.duration }).where(eq(files.id, row.fileId));
    await tx
      .update(mediaAssets)
      .set({ status: 'ready', progress: 1, error: null, output: { ...output }, updatedAt: sql`now()` })
      .where(eq(mediaAssets.id, row.id));
  });
}

/** A subtitle track's name: the language in itself ("русский", "English", "español (España)"). */
export function languageName(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  } catch {
    return lang;
  }
}
