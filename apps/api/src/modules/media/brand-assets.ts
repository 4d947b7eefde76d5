import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';

/**
 * Pictures a school uploads for its learners' screens (banners, article previews; decision 077):
 * public like the demo brand art, kept in `DATA_DIR/brand/<school id>/<random>.<ext>` and served
 * by the media plugin at `/v/brand/<school id>/<name>`, on that school's hosts only. Every name is
 * the server's own (128 random bits), never one from a request, and a file is never rewritten,
 * so a cache may keep it as long as it likes.
 */
export const BRAND_ASSETS_PREFIX = '/v/brand/';

/** The media plugin chooses the folder; the console finds it through the database handle. */
const rootsByDb = new WeakMap<Db, string>();
export const setBrandAssetsRoot = (db: Db, root: string) => rootsByDb.set(db, root);
export const brandAssetsRootOf = (db: Db): string | null => rootsByDb.get(db) ?? null;

/** Stores one picture of the school; answers its public path. */
export async function keepBrandAsset(db: Db, projectId: number, data: Buffer, ext: string): Promise<string> {
  const root = brandAssetsRootOf(db);
  if (!root) throw new Error('the brand assets folder is not set (the media plugin sets it)');
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await mkdir(path.join(root, String(projectId)), { recursive: true });
  await writeFile(path.join(root, String(projectId), name), data, { flag: 'wx' });
  return `${BRAND_ASSETS_PREFIX}${projectId}/${name}`;
}

/** Whether `url` is a picture this school uploaded and still has (a path of another school is not). */
export function isOwnBrandAsset(db: Db, projectId: number, url: string): boolean {
  const root = brandAssetsRootOf(db);
  const match = /^\/v\/brand\/(\d+)\/([0-9a-f]{32}\.[a-z]{3,4})$/.exec(url);
  if (!root || !match || match[1] !== String(projectId)) return false;
  return existsSync(path.join(root, match[1], match[2]!));
}

const NAME = /^[0-9a-f]{32}\.(webp|png|jpg|svg)$/;

/**
 * Serves `/v/brand/<school id>/<name>` inside the media plugin (its nosniff and no-store-on-error
 * hooks apply): only the host's own school's files, public and immutable. Without a DATA_DIR
 * (tests) the folder is a temporary one, removed when the app closes.
 */
export function serveBrandAssets(
  app: FastifyInstance,
  dataDir: string | undefined,
  schoolOf: (request: FastifyRequest) => Promise<number>,
) {
  const root = dataDir ? path.join(dataDir, 'brand') : mkdtempSync(path.join(os.tmpdir(), 'cp-brand-'));
  mkdirSync(root, { recursive: true });
  if (!dataDir) app.addHook('onClose', async () => rm(root, { recursive: true, force: true }));
  setBrandAssetsRoot(app.db, root);
  app.get<{ Params: { school: string; name: string } }>(
    `${BRAND_ASSETS_PREFIX}:school/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const projectId = await schoolOf(request);
      const { school, name } = request.params;
      if (school !== String(projectId) || !NAME.test(name) || !existsSync(path.join(root, school, name))) {
        throw new ApiError(404, message('notFound', request.lang));
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .sendFile(name, path.join(root, school), { cacheControl: false });
    },
  );
}
