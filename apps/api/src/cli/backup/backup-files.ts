import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { OBJECT_AREAS } from '../../lib/object-store/object-store.js';
import { SECRETS_FOLDER } from './backup-archive.js';

/** The folder store's areas present under DATA_DIR (the same names the ObjectStore keys start with). */
export function areasIn(dataDir: string): string[] {
  return OBJECT_AREAS.filter((area) => existsSync(path.join(dataDir, area)));
}

export function hasSecrets(dataDir: string): boolean {
  return existsSync(path.join(dataDir, SECRETS_FOLDER));
}

/**
 * Puts the archive's folders in place of DATA_DIR's. Nothing is deleted: what was there moves to
 * `aside` (on the same disk, so a rename), for the operator to remove once the restore is checked.
 * Areas: DATA_DIR ends up holding exactly the archive's (a folder made after the backup goes
 * aside too). Secrets: replaced only when the archive has them (set by the environment, else).
 */
export async function swapFolders(
  staging: string,
  dataDir: string,
  aside: string,
  restore: { areas: string[] | null; secrets: boolean; pglite: string | null },
): Promise<string[]> {
  const moved: string[] = [];
  const replace = async (name: string, from: string | null) => {
    const current = path.join(dataDir, name);
    if (existsSync(current)) {
      await mkdir(aside, { recursive: true });
      await rename(current, path.join(aside, name));
      moved.push(name);
    }
    if (from) await rename(from, current);
  };
  if (restore.pglite) await replace('pglite', restore.pglite);
  for (const area of restore.areas === null ? [] : OBJECT_AREAS) {
    const from = path.join(staging, area);
    await replace(area, restore.areas?.includes(area) && existsSync(from) ? from : null);
  }
  if (restore.secrets) await replace(SECRETS_FOLDER, path.join(staging, SECRETS_FOLDER));
  return moved;
}
