import type { Db } from '../../db/client.js';
import type { ObjectStore } from './object-store.js';

/**
 * The store travels with the database handle too, like the signed links (avatar/file-links.ts):
 * services that get only `db` (the account's deletion, the console's pictures, the demo seed)
 * reach the app's store without every caller passing it along. app.ts sets it.
 */
const storesByDb = new WeakMap<Db, ObjectStore>();
export const setObjectsOfDb = (db: Db, store: ObjectStore) => storesByDb.set(db, store);
export const objectsOfDb = (db: Db): ObjectStore | null => storesByDb.get(db) ?? null;
