import { documentFilePath, userFolder, videoFilePath } from '../offline-paths';
import { checkDownloadSource, checkDownloadTarget } from './download-check';
import { DownloadFailure } from './download-failure';
import { fileDownloadId, videoDownloadId } from './download-ids';
import { fail, pickQuality, planFor, planOf, run, stopJob, update } from './download-job';
import { type DownloadPlan, inPool, lacksSpace, videoQualities } from './download-plan';
import {
  type DownloadEntry,
  deleteEntry,
  forgetUser,
  getEntry,
  loadedEntries,
  saveEntry,
  userEntries,
} from './download-registry';
import { isReusable } from './download-status';
import { downloadStore, ensureSupported } from './download-store-choice';
import type { DownloadQuality, DownloadRecord, DownloadTarget } from './download-types';

/**
 * The download engine's actions (decision 068), loaded only when a learner acts on a download:
 * qualities with sizes, start (reuse, space check), pause, resume, retry, cancel, remove, logout.
 * The bytes move in download-job.ts; the record's states are download-status.ts (spec 02 §4).
 */
type VideoTarget = Extract<DownloadTarget, { kind: 'video' }>;

export async function downloadQualities(
  target: VideoTarget,
): Promise<Array<DownloadQuality & { bytes: number | null }>> {
  checkDownloadTarget(target);
  await ensureSupported();
  const qualities = await videoQualities(target);
  const sized = await inPool(qualities, 2, (quality) => planOf(target, quality));
  return qualities.map((quality, index) => ({ ...quality, bytes: sized[index]?.totalBytes ?? null }));
}

async function setTarget(entry: DownloadEntry, target: DownloadTarget | undefined): Promise<DownloadEntry> {
  if (!target) return entry;
  const fresh = (await getEntry(entry.record.userId, entry.record.id)) ?? entry;
  const next = { ...fresh, target };
  await saveEntry(next);
  return next;
}

/** spec 02 §8: a download larger than the space left fails at once with storage-full (code 10). */
async function checkSpace(plan: DownloadPlan): Promise<void> {
  const estimate = await (await downloadStore()).estimate().catch(() => null);
  if (lacksSpace(estimate, plan.totalBytes)) throw new DownloadFailure('storage-full');
}

/** Plans, checks the space and starts the bytes; a failure leaves the record failed and is thrown. */
async function prepareAndRun(entry: DownloadEntry): Promise<DownloadRecord> {
  const { userId, id } = entry.record;
  let plan: DownloadPlan;
  try {
    plan = await planFor(entry);
    await checkSpace(plan);
  } catch (error) {
    throw await fail(userId, id, error);
  }
  await update(userId, id, { type: 'begin', totalBytes: plan.totalBytes ?? 0 });
  void run(userId, id, plan);
  return (await getEntry(userId, id))?.record ?? entry.record;
}

/** Where a download's files live: its video's or document's folder, every quality included. */
function folderOf(target: DownloadTarget): string {
  const path =
    target.kind === 'video'
      ? videoFilePath(target.userId, target.courseId, target.videoId, 'quality', 'file')
      : documentFilePath(target.userId, target.courseId, target.documentId, 'file');
  // The file's folder (and, for a video, its qualities' parent): its path without the last parts.
  return `${path
    .split('/')
    .slice(0, target.kind === 'video' ? -2 : -1)
    .join('/')}/`;
}

/** The records this page has read: actions name a download by id only (one learner at a time). */
async function find(id: string): Promise<DownloadEntry | null> {
  return loadedEntries().find((entry) => entry.record.id === id) ?? null;
}

function newRecord(target: DownloadTarget, quality: DownloadQuality | null): DownloadRecord {
  return {
    id: target.kind === 'video' ? videoDownloadId(target.videoId) : fileDownloadId(target.documentId),
    userId: target.userId,
    kind: target.kind,
    courseId: target.courseId,
    streamId: target.streamId,
    itemId: target.kind === 'video' ? target.lessonId : target.documentId,
    title: target.title,
    quality: quality?.id ?? null,
    status: 'pending',
    paused: false,
    loadedBytes: 0,
    totalBytes: 0,
    error: null,
    localUrl: null,
    subtitles: [],
    poster: null,
    durationMs: target.kind === 'video' ? target.durationMs : null,
    createdAt: Date.now(),
  };
}

export async function startDownload(target: DownloadTarget, qualityId?: string): Promise<DownloadRecord> {
  checkDownloadTarget(target);
  await ensureSupported();
  const id = target.kind === 'video' ? videoDownloadId(target.videoId) : fileDownloadId(target.documentId);
  const existing = await getEntry(target.userId, id);
  // spec 02 §4: a download already loading or loaded is reused.
  if (existing && isReusable(existing.record)) {
    if (existing.record.paused) return resumeDownload(id, target);
    return existing.record;
  }
  const quality = target.kind === 'video' ? pickQuality(await videoQualities(target), qualityId) : null;
  checkDownloadSource(quality);
  if (existing && existing.record.quality !== (quality?.id ?? null)) {
    await (await downloadStore()).remove(folderOf(existing.target));
  }
  const record = newRecord(target, quality);
  const entry = { record: existing ? { ...record, createdAt: existing.record.createdAt } : record, target };
  await saveEntry(entry);
  return prepareAndRun(entry);
}

export async function pauseDownload(id: string): Promise<void> {
  const entry = await find(id);
  if (!entry) return;
  await update(entry.record.userId, id, { type: 'pause' });
  await stopJob(entry.record.userId, id);
}

export async function resumeDownload(id: string, target?: DownloadTarget): Promise<DownloadRecord> {
  const found = await find(id);
  if (!found) throw new DownloadFailure('network', new Error(`No download ${id}`));
  const entry = await setTarget(found, target);
  const { userId } = entry.record;
  if (entry.record.status !== 'loading' || !entry.record.paused) return entry.record;
  const record = (await update(userId, id, { type: 'resume' })) ?? entry.record;
  void run(userId, id);
  return record;
}

export async function retryDownload(id: string, target?: DownloadTarget): Promise<DownloadRecord> {
  const found = await find(id);
  if (!found) throw new DownloadFailure('network', new Error(`No download ${id}`));
  const entry = await setTarget(found, target);
  if (entry.record.status !== 'fail') return entry.record;
  await update(entry.record.userId, id, { type: 'retry' });
  // The bytes kept by the failed attempt stay: the retry continues them with ranges.
  return prepareAndRun((await getEntry(entry.record.userId, id)) ?? entry);
}

/** spec 02 §4: removing a download deletes its files and its record (a running one stops first). */
export async function removeDownload(id: string): Promise<void> {
  const entry = await find(id);
  if (!entry) return;
  await stopJob(entry.record.userId, id);
  await (await downloadStore()).remove(folderOf(entry.target));
  await deleteEntry(entry.record.userId, id);
}

/** Stops a download and drops its partial bytes and its record. */
export const cancelDownload = removeDownload;

/** Logout (spec 01 §4 "logout clears every data area"): the learner's downloads leave the device. */
export async function clearUserDownloads(userId: number): Promise<void> {
  for (const entry of await userEntries(userId)) await stopJob(userId, entry.record.id);
  await (await downloadStore()).remove(userFolder(userId));
  await forgetUser(userId);
}

export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  return (await downloadStore()).estimate().catch(() => null);
}
