import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { moveObject } from './local-copy.js';
import { type IncomingUploads, incomingUploads, type TusS3 } from './tus-incoming.js';

/**
 * Where attachments live (decisions 052, 082), in the object store's `uploads/` area:
 * - `uploads/incoming/<id>`: a tus upload in progress (with its `.json` record in a folder,
 *   `.info` and `.part` objects in a bucket);
 * - `uploads/<school id>/<id>/file.<ext>` and `preview.<ext>`: a finished one, served by the
 *   media plugin behind signed links as `/v/s/<token>/uploads/<school id>/<id>/...` (decision 042).
 * The rows keep the paths after `uploads/` (`<school id>/<id>/file.<ext>`), as before.
 * Every name is the server's own (the tus id is 32 hex digits), never a name from a request.
 */
export interface UploadsStorage {
  objects: ObjectStore;
  incoming: IncomingUploads;
  /** The folder of a finished upload, as the rows keep it (after `uploads/`). */
  folderOf(projectId: number, id: string): string;
  /** The object store's key of a path the rows keep. */
  keyOf(relative: string): string;
  /** Moves the finished tus upload into its school's folder; answers its path as the rows keep it. */
  keep(projectId: number, id: string, ext: string): Promise<string>;
  /** Removes everything of an upload: what tus keeps of it, the finished folder. */
  remove(projectId: number, id: string): Promise<void>;
}

export function uploadsStorage(objects: ObjectStore, s3?: TusS3): UploadsStorage {
  const incoming = incomingUploads(objects, 'uploads/incoming', s3);
  const folderOf = (projectId: number, id: string) => `${projectId}/${id}`;
  const keyOf = (relative: string) => `uploads/${relative}`;
  return {
    objects,
    incoming,
    folderOf,
    keyOf,
    async keep(projectId, id, ext) {
      const relative = `${folderOf(projectId, id)}/file.${ext}`;
      await moveObject(objects, incoming.keyOf(id), keyOf(relative));
      await incoming.remove(id);
      return relative;
    },
    async remove(projectId, id) {
      await Promise.all([incoming.remove(id), objects.removePrefix(keyOf(folderOf(projectId, id)))]);
    },
  };
}
