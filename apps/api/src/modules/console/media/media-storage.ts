import type { ObjectStore } from '../../../lib/object-store/object-store.js';
import { type IncomingUploads, incomingUploads, type TusS3 } from '../../uploads/index.js';

/**
 * Where the media library keeps its files (decisions 075, 082), in the object store's `media/`
 * area, the keys the media plugin serves behind signed links as `/v/media/<school id>/...`:
 * - `media/.incoming/<tus id>`: an upload in progress (never served: not a school's folder);
 * - `media/<school>/library/<asset>/original`: the uploaded file as it came;
 * - `media/<school>/library/<asset>/video/`: `hls/master.m3u8` and its renditions, `video.mp4`,
 *   `poster.jpg`, put whole after a transcode made them in a local work folder;
 * - `media/<school>/library/<asset>/subtitles/<lang>.vtt`.
 * The rows keep the paths after `media/`. Every name is the server's own, never one from a request.
 */
export interface MediaStorage {
  objects: ObjectStore;
  incoming: IncomingUploads;
  /** As the rows keep it (after `media/`, and so after `/v/media/`). */
  assetDir(projectId: number, assetId: number): string;
  /** The object store's key of a path the rows keep. */
  keyOf(relative: string): string;
  removeAsset(projectId: number, assetId: number): Promise<void>;
}

export function mediaStorage(objects: ObjectStore, s3?: TusS3): MediaStorage {
  const assetDir = (projectId: number, assetId: number) => `${projectId}/library/${assetId}`;
  const keyOf = (relative: string) => `media/${relative}`;
  return {
    objects,
    incoming: incomingUploads(objects, 'media/.incoming', s3),
    assetDir,
    keyOf,
    removeAsset: (projectId, assetId) => objects.removePrefix(keyOf(assetDir(projectId, assetId))),
  };
}

/** The address under /v/ of a file of the library (what `files.url` and `videos` hold). */
export const mediaUrl = (relative: string) => `/v/media/${relative}`;
