import { randomBytes } from 'node:crypto';
import type { Language } from '@cp/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { fieldError } from '../../lib/field-error.js';
import { sniffImageType, squareAvatar } from '../../lib/images.js';
import { message } from '../../lib/messages.js';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { objectsOfDb } from '../../lib/object-store/objects-of-db.js';
import { ApiError } from '../../plugins/errors.js';
import { filePartBytes } from '../../plugins/multipart-form.js';
import { insertUserFile, ownFile, setAvatarFile, userFileKeys } from './avatar.repository.js';

/** A user's row, named from the schema (auth's own name for it would close a circle). */
type UserRow = typeof users.$inferSelect;

/**
 * The store's key of a learner's file: `files.storage_key` is relative to the `files/` area, as
 * it was to DATA_DIR/files, so an existing installation's rows keep working (decision 081).
 */
export const fileObjectKey = (storageKey: string) => `files/${storageKey}`;

/**
 * The avatar upload: the part is read into memory (bounded by the size limit: 413), its type is
 * read from its first bytes, and only a square WebP made from it is kept in the store. Nothing is
 * stored when a check fails.
 */
export async function uploadAvatar(
  db: Db,
  storage: ObjectStore,
  user: UserRow,
  part: MultipartFile | undefined,
  lang: Language,
) {
  if (part?.fieldname !== 'file') throw fieldError('file', message('avatarFileMissing', lang));
  // The parser stops an avatar at MAX_AVATAR_BYTES (5 MB), so memory is bounded.
  const upload = await filePartBytes(part, lang);
  // The parser stops the part at MAX_AVATAR_BYTES and marks it truncated.
  if (part.file.truncated) throw new ApiError(413, message('payloadTooLarge', lang));
  if (!sniffImageType(upload.subarray(0, 12))) throw fieldError('file', message('avatarWrongType', lang));
  const image = await squareAvatar(upload).catch(() => {
    throw fieldError('file', message('avatarUnreadable', lang));
  });
  const storageKey = `avatars/${user.projectId}/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(fileObjectKey(storageKey), image, { contentType: 'image/webp' });
  try {
    return await insertUserFile(db, {
      projectId: user.projectId,
      userId: user.id,
      purpose: 'avatar',
      storageKey,
      mime: 'image/webp',
      size: image.length,
    });
  } catch (err) {
    await storage.remove(fileObjectKey(storageKey));
    throw err;
  }
}

/** POST /user/avatar: only one of the learner's own files; another's id is 404, as if unknown. */
export async function setAvatar(db: Db, user: UserRow, fileId: number, lang: Language): Promise<UserRow> {
  const file = await ownFile(db, user.projectId, user.id, fileId);
  if (!file) throw new ApiError(404, message('avatarFileUnknown', lang));
  return setAvatarFile(db, user.id, file.id);
}

/**
 * Deleting the account (spec 01 §7 `DELETE /user`: personal data is removed) removes the
 * learner's files from storage, not only their rows: `deleteRows` deletes the account (the
 * rows go by ON DELETE CASCADE); the files go after it, so a failure there never leaves an
 * account whose avatar points at nothing.
 */
export async function deleteWithUserFiles(db: Db, user: UserRow, deleteRows: () => Promise<void>) {
  const keys = await userFileKeys(db, user.projectId, user.id);
  await deleteRows();
  const storage = objectsOfDb(db);
  if (!storage) return;
  await Promise.all(keys.map((key) => storage.remove(fileObjectKey(key))));
}
