import { MEDIA_PAGE_SIZE, type MediaAssetStatus, type MediaPatchBody } from '@cp/contract';
import type { FastifyRequest } from 'fastify';
import type { JobQueue } from '../../../lib/jobs/jobs.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, recordAudit } from '../../audit/index.js';
import { mediaLinksOf } from '../../media/index.js';
import { moveObject } from '../../uploads/index.js';
import { presentAsset } from './media.presenter.js';
import {
  deleteAsset,
  deleteSubtitle,
  findAsset,
  insertAsset,
  lessonCounts,
  listAssets,
  type MediaAssetRow,
  putSubtitle,
  subtitleLanguages,
  subtitlePath,
  updateAsset,
  videoOfFile,
} from './media.repository.js';
import type { MediaStorage } from './media-storage.js';
import { languageName, NOT_A_VIDEO, TRANSCODE_QUEUE, type TranscodeJob } from './transcode/transcode.job.js';

export interface MediaContext {
  storage: MediaStorage;
  jobs: JobQueue;
}

const schoolOf = (request: FastifyRequest) => request.tenant.project.id;

/** The asset of the host's school, or 404 exactly like a missing one. */
async function ownAsset(request: FastifyRequest, id: number): Promise<MediaAssetRow> {
  const row = await findAsset(request.server.db, schoolOf(request), id);
  if (!row) throw new ApiError(404, message('notFound', request.lang));
  return row;
}

async function present(ctx: MediaContext, request: FastifyRequest, rows: MediaAssetRow[]) {
  const db = request.server.db;
  const projectId = schoolOf(request);
  const dirs = rows.map((r) => ctx.storage.assetDir(projectId, r.id));
  const [lessons, subtitles] = await Promise.all([
    lessonCounts(
      db,
      rows.map((r) => r.fileId),
    ),
    subtitleLanguages(db, projectId, dirs),
  ]);
  const pctx = {
    links: mediaLinksOf(db),
    projectId,
    userId: request.user.id,
    lang: request.lang,
    assetDir: (id: number) => ctx.storage.assetDir(projectId, id),
  };
  return rows.map((r, i) =>
    presentAsset(r, { lessons: lessons.get(r.fileId) ?? 0, subtitles: subtitles.get(dirs[i]!) ?? [] }, pctx),
  );
}

export async function listMedia(
  ctx: MediaContext,
  request: FastifyRequest,
  q: { q?: string | undefined; status?: MediaAssetStatus | undefined; page: number },
) {
  const { rows, total } = await listAssets(request.server.db, schoolOf(request), {
    q: q.q || undefined,
    status: q.status,
    limit: MEDIA_PAGE_SIZE,
    offset: (q.page - 1) * MEDIA_PAGE_SIZE,
  });
  return { items: await present(ctx, request, rows), total, page: q.page, page_size: MEDIA_PAGE_SIZE };
}

export async function viewMedia(ctx: MediaContext, request: FastifyRequest, id: number) {
  return (await present(ctx, request, [await ownAsset(request, id)]))[0]!;
}

export async function renameMedia(
  ctx: MediaContext,
  request: FastifyRequest,
  id: number,
  body: MediaPatchBody,
) {
  const row = await ownAsset(request, id);
  await request.server.db.transaction(async (tx) => {
    await updateAsset(tx, row.id, { title: body.title });
    await recordAudit(tx, auditActor(request), {
      action: 'media.rename',
      targetType: 'media',
      targetId: row.id,
      details: { before: row.title, after: body.title },
    });
  });
  return viewMedia(ctx, request, id);
}

/** A failed transcode queued again (409 for any other status): its attempts start afresh. */
export async function retryMedia(ctx: MediaContext, request: FastifyRequest, id: number) {
  const row = await ownAsset(request, id);
  if (row.status !== 'failed') throw new ApiError(409, message('mediaRetryNotFailed', request.lang));
  // The same bytes would fail the same way: another file must be uploaded.
  if (row.error === NOT_A_VIDEO) throw new ApiError(409, message('mediaRetryNotVideo', request.lang));
  await ctx.jobs.ready();
  await request.server.db.transaction(async (tx) => {
    await updateAsset(tx, row.id, { status: 'queued', progress: 0, error: null });
    await recordAudit(tx, auditActor(request), {
      action: 'media.retry',
      targetType: 'media',
      targetId: row.id,
    });
    await ctx.jobs.sendIn(tx, TRANSCODE_QUEUE, { assetId: row.id } satisfies TranscodeJob, {
      singletonKey: String(row.id),
    });
  });
  return viewMedia(ctx, request, id);
}

/** Removes an asset no lesson shows (409 otherwise): rows first, then its files. */
export async function deleteMedia(ctx: MediaContext, request: FastifyRequest, id: number) {
  const row = await ownAsset(request, id);
  const used = (await lessonCounts(request.server.db, [row.fileId])).get(row.fileId) ?? 0;
  if (used > 0) throw new ApiError(409, message('mediaInUse', request.lang, { count: used }));
  const dir = ctx.storage.assetDir(row.projectId, row.id);
  await request.server.db.transaction(async (tx) => {
    await deleteAsset(tx, row, dir);
    await recordAudit(tx, auditActor(request), {
      action: 'media.delete',
      targetType: 'media',
      targetId: row.id,
      details: { title: row.title, original_name: row.originalName },
    });
  });
  await ctx.storage.removeAsset(row.projectId, row.id);
}

/** A language's WebVTT: the object put, then its row (and track, once the video is ready). */
export async function setSubtitle(
  ctx: MediaContext,
  request: FastifyRequest,
  id: number,
  lang: string,
  vtt: string,
) {
  const row = await ownAsset(request, id);
  const rel = subtitlePath(ctx.storage.assetDir(row.projectId, row.id), lang);
  // Put first: a row never names a file that is not there (a failed put changes no row).
  await ctx.storage.objects.put(ctx.storage.keyOf(rel), vtt, { contentType: 'text/vtt' });
  const video = await videoOfFile(request.server.db, row.fileId);
  await request.server.db.transaction(async (tx) => {
    await putSubtitle(tx, {
      projectId: row.projectId,
      path: rel,
      name: languageName(lang),
      lang,
      size: Buffer.byteLength(vtt),
      videoId: video?.id ?? null,
    });
    await recordAudit(tx, auditActor(request), {
      action: 'media.subtitle_set',
      targetType: 'media',
      targetId: row.id,
      details: { lang },
    });
  });
  return viewMedia(ctx, request, id);
}

export async function removeSubtitle(ctx: MediaContext, request: FastifyRequest, id: number, lang: string) {
  const row = await ownAsset(request, id);
  const rel = subtitlePath(ctx.storage.assetDir(row.projectId, row.id), lang);
  const video = await videoOfFile(request.server.db, row.fileId);
  await request.server.db.transaction(async (tx) => {
    if (!(await deleteSubtitle(tx, row.projectId, rel, video?.id ?? null, lang))) {
      throw new ApiError(404, message('notFound', request.lang));
    }
    await recordAudit(tx, auditActor(request), {
      action: 'media.subtitle_delete',
      targetType: 'media',
      targetId: row.id,
      details: { lang },
    });
  });
  await ctx.storage.objects.remove(ctx.storage.keyOf(rel));
}

/**
 * A finished upload becomes an asset (tus `onUploadFinish`): its file and asset rows, the audit
 * line and the transcode job in one transaction, the original moved into the asset's folder last
 * (a rename in a folder, a copy in a bucket), so a failure leaves neither rows without a file
 * nor a job without rows.
 */
export async function createFromUpload(
  ctx: MediaContext & { db: FastifyRequest['server']['db'] },
  who: { projectId: number; userId: number; name: string },
  upload: { id: string; size: number; name: string; title: string },
) {
  await ctx.jobs.ready();
  return ctx.db.transaction(async (tx) => {
    const asset = await insertAsset(
      tx,
      {
        projectId: who.projectId,
        title: upload.title,
        originalName: upload.name,
        size: upload.size,
        createdBy: who.userId,
      },
      (id) => ctx.storage.assetDir(who.projectId, id),
    );
    await recordAudit(tx, who, {
      action: 'media.upload',
      targetType: 'media',
      targetId: asset.id,
      details: { title: upload.title, original_name: upload.name, size: upload.size },
    });
    await ctx.jobs.sendIn(tx, TRANSCODE_QUEUE, { assetId: asset.id } satisfies TranscodeJob, {
      singletonKey: String(asset.id),
    });
    const original = ctx.storage.keyOf(`${ctx.storage.assetDir(who.projectId, asset.id)}/original`);
    await moveObject(ctx.storage.objects, ctx.storage.incoming.keyOf(upload.id), original);
    await ctx.storage.incoming.remove(upload.id);
    return asset;
  });
}
