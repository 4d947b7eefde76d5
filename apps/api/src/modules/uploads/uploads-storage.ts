import { mkdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.js';

/**
 * Where attachments live (decision 052), under DATA_DIR/uploads:
 * - `incoming/<id>` and `incoming/<id>.json`: a tus upload in progress (@tus/file-store);
 * - `<school id>/<id>/file.<ext>` and `preview.<ext>`: a finished one, served by the media
 *   plugin behind signed links as `/v/s/<token>/uploads/<school id>/<id>/...` (decision 042).
 * Every name is the server's own (the tus id is 32 hex digits), never a name from a request.
 */
export interface UploadsStorage {
  root: string;
  incoming: string;
  /** The folder of a finished upload, relative to `root`. */
  folderOf(projectId: number, id: string): string;
  /** Moves the finished tus file into its school's folder; answers its path relative to `root`. */
  keep(projectId: number, id: string, ext: string): Promise<string>;
  /** Removes everything of an upload: the tus file and its info, the finished folder. */
  remove(projectId: number, id: string): Promise<void>;
  absolute(relative: string): string;
}

export function uploadsStorage(root: string): UploadsStorage {
  const incoming = path.join(root, 'incoming');
  mkdirSync(incoming, { recursive: true });
  const folderOf = (projectId: number, id: string) => `${projectId}/${id}`;
  return {
    root,
    incoming,
    folderOf,
    async keep(projectId, id, ext) {
      const folder = folderOf(projectId, id);
      await mkdir(path.join(root, folder), { recursive: true });
      const relative = `${folder}/file.${ext}`;
      await rename(path.join(incoming, id), path.join(root, relative));
      await rm(path.join(incoming, `${id}.json`), { force: true });
      return relative;
    },
    async remove(projectId, id) {
      await Promise.all([
        rm(path.join(incoming, id), { force: true }),
        rm(path.join(incoming, `${id}.json`), { force: true }),
        rm(path.join(root, folderOf(projectId, id)), { recursive: true, force: true }),
      ]);
    },
    absolute: (relative) => path.join(root, relative),
  };
}

/** The media plugin finds the attachments' folder through the database handle, like the links. */
const rootsByDb = new WeakMap<Db, string>();
export const setUploadsRoot = (db: Db, root: string) => rootsByDb.set(db, root);
export const uploadsRootOf = (db: Db): string | null => rootsByDb.get(db) ?? null;
