import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the media library keeps its files (decision 075), under DATA_DIR/media, the folder the
 * media plugin serves behind signed links as `/v/media/<school id>/...`:
 * - `.incoming/<tus id>`: an upload in progress (never served: not a school's folder);
 * - `<school>/library/<asset>/original`: the uploaded file as it came;
 * - `<school>/library/<asset>/.work-<job>`: a transcode in progress, renamed whole into
 * - `<school>/library/<asset>/video/`: `hls/master.m3u8` and its renditions, `video.mp4`, `poster.jpg`;
 * - `<school>/library/<asset>/subtitles/<lang>.vtt`.
 * Every name is the server's own, never one from a request.
 */
export interface MediaStorage {
  root: string;
  incoming: string;
  /** Relative to `root` (and so to `/v/media/`). */
  assetDir(projectId: number, assetId: number): string;
  absolute(relative: string): string;
  removeAsset(projectId: number, assetId: number): Promise<void>;
}

export function mediaStorage(dataDir: string | undefined): { storage: MediaStorage; temporary: boolean } {
  const root = dataDir ? path.join(dataDir, 'media') : mkdtempSync(path.join(os.tmpdir(), 'cp-media-'));
  const incoming = path.join(root, '.incoming');
  mkdirSync(incoming, { recursive: true });
  const assetDir = (projectId: number, assetId: number) => `${projectId}/library/${assetId}`;
  const storage: MediaStorage = {
    root,
    incoming,
    assetDir,
    absolute: (relative) => path.join(root, relative),
    removeAsset: (projectId, assetId) =>
      rm(path.join(root, assetDir(projectId, assetId)), { recursive: true, force: true }),
  };
  return { storage, temporary: !dataDir };
}

/** The address under /v/ of a file of the library (what `files.url` and `videos` hold). */
export const mediaUrl = (relative: string) => `/v/media/${relative}`;
