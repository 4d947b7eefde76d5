import { reportError } from '../../telemetry/report-error';
import { DownloadFailure } from './download-failure';
import { type DownloadPlan, inPool, planFile, planVideo, videoQualities } from './download-plan';
import { type DownloadEntry, getEntry, saveEntry } from './download-registry';
import { type DownloadEvent, nextRecord } from './download-status';
import { downloadStore } from './download-store-choice';
import type { DownloadQuality, DownloadTarget } from './download-types';
import { asFailure, transferFile } from './transfer';

/**
 * One download's work (decision 068): its plan (kept a minute, so the dialog's HEADs serve the start
 * that follows), the bytes moved into the store with progress, and the record's state as it goes.
 * A job per download; pause, cancel and logout stop it and wait until nothing of it still writes.
 */

/** Files of one download fetched at once: segments are small, so latency, not bandwidth, limits. */
const TRANSFER_LIMIT = 3;
/** The record's progress is written at most this often: screens move smoothly, IndexedDB stays calm. */
const PROGRESS_EVERY_MS = 250;
/** A plan (playlist read, HEADs made) shown in the dialog is reused by the start that follows. */
const PLAN_TTL_MS = 60_000;

const plans = new Map<string, { plan: DownloadPlan; at: number }>();
const planKey = (target: DownloadTarget, quality: DownloadQuality | null) =>
  `${target.userId}/${target.kind}/${target.kind === 'video' ? target.videoId : target.documentId}/${quality?.url ?? (target.kind === 'file' ? target.url : '')}`;

export async function planOf(target: DownloadTarget, quality: DownloadQuality | null, signal?: AbortSignal) {
  const key = planKey(target, quality);
  const known = plans.get(key);
  if (known && Date.now() - known.at < PLAN_TTL_MS) return known.plan;
  const plan =
    target.kind === 'file'
      ? await planFile(target, signal)
      : await planVideo(target, quality as DownloadQuality, signal);
  plans.set(key, { plan, at: Date.now() });
  return plan;
}

export function pickQuality(
  qualities: DownloadQuality[],
  qualityId: string | null | undefined,
): DownloadQuality {
  const quality = qualities.find((candidate) => candidate.id === qualityId) ?? qualities[0];
  // videoQualities answers at least one quality or throws.
  if (!quality) throw new DownloadFailure('not-converted');
  return quality;
}

/** The plan of what the record asks for, read again from the (possibly fresh) target's links. */
export async function planFor(entry: DownloadEntry, signal?: AbortSignal): Promise<DownloadPlan> {
  const { target, record } = entry;
  if (target.kind === 'file') return planOf(target, null, signal);
  return planOf(target, pickQuality(await videoQualities(target, signal), record.quality), signal);
}

/** Applies an event to the newest record (a pause may have come in while bytes were moving). */
export async function update(userId: number, id: string, event: DownloadEvent, persist = true) {
  const entry = await getEntry(userId, id);
  if (!entry) return null;
  const record = nextRecord(entry.record, event);
  if (record !== entry.record) await saveEntry({ ...entry, record }, persist);
  return record;
}

export async function fail(userId: number, id: string, error: unknown): Promise<DownloadFailure> {
  const failure = asFailure(error) as DownloadFailure;
  // spec 02 §8: on failure the status becomes fail and the error is logged.
  console.warn(`Download ${id} failed: ${failure.code}`, failure.cause ?? failure);
  if (failure.code === 'size-mismatch') reportError(failure);
  await update(userId, id, { type: 'fail', error: failure.code });
  return failure;
}

const jobs = new Map<string, { controller: AbortController; done: Promise<void> }>();
const jobKey = (userId: number, id: string) => `${userId}/${id}`;

export async function stopJob(userId: number, id: string): Promise<void> {
  const job = jobs.get(jobKey(userId, id));
  if (!job) return;
  job.controller.abort();
  await job.done;
}

export async function run(userId: number, id: string, plan?: DownloadPlan): Promise<void> {
  await stopJob(userId, id);
  const controller = new AbortController();
  const done = transfer(userId, id, controller.signal, plan).finally(() => {
    if (jobs.get(jobKey(userId, id))?.controller === controller) jobs.delete(jobKey(userId, id));
  });
  jobs.set(jobKey(userId, id), { controller, done });
  await done;
}

async function transfer(
  userId: number,
  id: string,
  signal: AbortSignal,
  given?: DownloadPlan,
): Promise<void> {
  let loaded = 0;
  let lastWrite = 0;
  const progress = async (force = false) => {
    if (!force && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    await update(userId, id, { type: 'progress', loadedBytes: Math.max(0, loaded) });
  };
  try {
    const entry = await getEntry(userId, id);
    if (!entry) return;
    const plan = given ?? (await planFor(entry, signal));
    const store = await downloadStore();
    const waiting = [];
    for (const file of plan.files) {
      const stored = await store.size(file.path);
      if (stored === null) {
        waiting.push(file);
        loaded += await store.partSize(file.path);
      } else loaded += stored;
    }
    await progress(true);
    for (const extra of plan.extras) {
      if ((await store.size(extra.file.path)) === null)
        await transferFile(store, extra.file, signal, () => {});
    }
    // One file failing stops the others (their bytes are kept), so the download fails at once.
    const files = new AbortController();
    const stopFiles = () => files.abort();
    signal.addEventListener('abort', stopFiles, { once: true });
    await inPool(
      waiting,
      TRANSFER_LIMIT,
      (file) =>
        transferFile(store, file, files.signal, (delta) => {
          loaded += delta;
          void progress();
        }),
      stopFiles,
    ).finally(() => signal.removeEventListener('abort', stopFiles));
    let bytes = 0;
    for (const file of plan.files) bytes += (await store.size(file.path)) ?? 0;
    if (plan.playlist) {
      // Last, so that the player finds a playlist only once every file it names is stored.
      const text = new Blob([plan.playlist.text], { type: 'application/vnd.apple.mpegurl' });
      await store.put(plan.playlist.path, text, 'application/vnd.apple.mpegurl');
      bytes += plan.playlist.bytes;
    }
    signal.throwIfAborted();
    const subtitles = [];
    let poster: string | null = null;
    for (const extra of plan.extras) {
      const url = await store.urlOf(extra.file.path);
      if (extra.subtitle) subtitles.push({ ...extra.subtitle, url });
      else poster = url;
    }
    await update(userId, id, {
      type: 'complete',
      bytes,
      localUrl: await store.urlOf(plan.mainPath),
      subtitles,
      poster,
    });
  } catch (error) {
    if (signal.aborted) {
      // Written before the job ends: a cancel or a logout that waited for it then deletes the
      // record, and no late write brings it back.
      await progress(true);
      return;
    }
    await fail(userId, id, error);
  }
}
