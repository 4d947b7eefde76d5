import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { objectsOfDb } from '../../lib/object-store/objects-of-db.js';
import { sendObject } from '../../lib/object-store/send-object.js';
import { ApiError } from '../../plugins/errors.js';

/**
 * Pictures a school uploads for its learners' screens (banners, article previews, logos;
 * decisions 072, 077): public like the demo brand art, kept in the store at
 * `brand/<school id>/<random>.<ext>` and served by the media plugin at `/v/brand/<school id>/<name>`
 * (the key is the path after /v/), on that school's hosts only. Every name is the server's own
 * (128 random bits), never one from a request, and an object is never rewritten, so a cache may
 * keep it as long as it likes.
 */
export const BRAND_ASSETS_PREFIX = '/v/brand/';

const NAME = /^[0-9a-f]{32}\.(webp|png|jpg|svg)$/;
const OWN_URL = /^\/v\/brand\/(\d+)\/([0-9a-f]{32}\.[a-z]{3,4})$/;

/** The store of the app this database belongs to (app.ts sets it; the console gets only `db`). */
function storeOf(db: Db) {
  const store = objectsOfDb(db);
  if (!store) throw new Error('no object store for this database (app.ts sets it)');
  return store;
}

/** The store's key of a brand asset's public path, or null when the path is not one. */
export function brandAssetKey(url: string): string | null {
  const match = OWN_URL.exec(url);
  return match ? `brand/${match[1]}/${match[2]}` : null;
}

/** Stores one picture of the school; answers its public path. */
export async function keepBrandAsset(db: Db, projectId: number, data: Buffer, ext: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await storeOf(db).put(`brand/${projectId}/${name}`, data);
  return `${BRAND_ASSETS_PREFIX}${projectId}/${name}`;
}

/** Whether `url` is a picture this school uploaded and still has (a path of another school is not). */
export async function isOwnBrandAsset(db: Db, projectId: number, url: string): Promise<boolean> {
  const match = OWN_URL.exec(url);
  if (!match || match[1] !== String(projectId)) return false;
  return (await storeOf(db).head(`brand/${match[1]}/${match[2]}`)) !== null;
}

/**
 * Serves `/v/brand/<school id>/<name>` inside the media plugin (its nosniff and no-store-on-error
 * hooks apply): only the host's own school's objects, public and immutable.
 */
export function serveBrandAssets(
  app: FastifyInstance,
  schoolOf: (request: FastifyRequest) => Promise<number>,
) {
  app.get<{ Params: { school: string; name: string } }>(
    `${BRAND_ASSETS_PREFIX}:school/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const projectId = await schoolOf(request);
      const { school, name } = request.params;
      const sent =
        school === String(projectId) &&
        NAME.test(name) &&
        (await sendObject(request, reply, app.objects, `brand/${school}/${name}`, {
          cacheControl: 'public, max-age=31536000, immutable',
        }));
      if (!sent) throw new ApiError(404, message('notFound', request.lang));
      return reply;
    },
  );
}
