import type { DownloadQuality, DownloadRecord, DownloadTarget } from './download-types';

/**
 * Downloads for offline use (issue 12, decision 068): the one module the screens import.
 * The hooks and ids are light and load with the screen; the engine that moves bytes (playlists,
 * HEADs, ranges, the store) is fetched only when a learner acts on a download.
 */
export { DownloadFailure, errorCode } from './download-failure';
export {
  type StorageEstimate,
  useDownload,
  useDownloads,
  useDownloadsReady,
  useStorageEstimate,
} from './download-hooks';
export { fileDownloadId, videoDownloadId } from './download-ids';

const engine = () => import('./download-engine');

/** The qualities of a video, highest first, each with its size (HEAD of every file; null if unknown). */
export async function downloadQualities(
  target: Extract<DownloadTarget, { kind: 'video' }>,
): Promise<Array<DownloadQuality & { bytes: number | null }>> {
  return (await engine()).downloadQualities(target);
}

/**
 * Starts (or reuses, spec 02 §4) a download; resolves once it is loading, the bytes moving on in the
 * background. A failure to prepare it (space, links) leaves the record failed and rejects.
 */
export async function startDownload(target: DownloadTarget, qualityId?: string): Promise<DownloadRecord> {
  return (await engine()).startDownload(target, qualityId);
}

export async function pauseDownload(id: string): Promise<void> {
  return (await engine()).pauseDownload(id);
}

/** A fresh target brings fresh signed links (they expire in hours); without one the saved links are used. */
export async function resumeDownload(id: string, target?: DownloadTarget): Promise<DownloadRecord> {
  return (await engine()).resumeDownload(id, target);
}

export async function retryDownload(id: string, target?: DownloadTarget): Promise<DownloadRecord> {
  return (await engine()).retryDownload(id, target);
}

export async function cancelDownload(id: string): Promise<void> {
  return (await engine()).cancelDownload(id);
}

export async function removeDownload(id: string): Promise<void> {
  return (await engine()).removeDownload(id);
}

/** Logout: every download of the learner leaves the device (spec 01 §4). */
export async function clearUserDownloads(userId: number): Promise<void> {
  return (await engine()).clearUserDownloads(userId);
}
