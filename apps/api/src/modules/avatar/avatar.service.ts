import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { Language } from '@cp/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { Db } from '../../db/client.js';
import { sniffImageType, squareAvatar } from '../../lib/images.js';
import { message } from '../../lib/messages.js';
import type { FileStorage } from '../../lib/storage.js';
import { ApiError } from '../../plugins/errors.js';
import { updateUserRow } from '../account/account.repository.js';
import type { UserRow } from '../auth/auth.repository.js';
import { fieldError } from '../learning/field-error.js';
import { insertUserFile, ownFile, userFileKeys } from './avatar.repository.js';

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The avatar upload: the part streams to a temporary key (the multipart parser stops it at the
 * size limit: 413, and the partial file is removed), its type is read from its first
 * bytes, and only a square WebP made from it is kept. Nothing is stored when a check fails.
 */
export async function uploadAvatar(
  db: Db,
  storage: FileStorage,
  user: UserRow,
  part: MultipartFile | undefined,
  lang: Language,
) {
  if (part?.fieldname !== 'file') throw fieldError('file', message('avatarFileMissing', lang));
  const tmpKey = `tmp/${randomBytes(16).toString('hex')}`;
  // A body cut off mid-file fails the part's own stream: the caller's fault, 400 (issue 8);
  // a failure of the storage itself stays a 500.
  await storage.writeStream(tmpKey, part.file).catch((err: unknown) => {
    throw part.file.errored ? new ApiError(400, message('malformedMultipart', lang)) : err;
  });
  try {
    // The parser stops the part at MAX_AVATAR_BYTES and marks it truncated.
    if (part.file.truncated) throw new ApiError(413, message('payloadTooLarge', lang));
    if (!sniffImageType(await readHead(storage.localPath(tmpKey), 12))) {
      throw fieldError('file', message('avatarWrongType', lang));
    }
    const image = await squareAvatar(storage.localPath(tmpKey)).catch(() => {
      throw fieldError('file', message('avatarUnreadable', lang));
    });
    const key = `avatars/${user.projectId}/${randomBytes(16).toString('hex')}.webp`;
    await storage.put(key, image);
    try {
      return await insertUserFile(db, {
        projectId: user.projectId,
        userId: user.id,
        purpose: 'avatar',
        storageKey: key,
        mime: 'image/webp',
        size: image.length,
      });
    } catch (err) {
      await storage.remove(key);
      throw err;
    }
  } finally {
    await storage.remove(tmpKey);
  }
}

/** POST /user/avatar: only one of the learner's own files; another's id is 404, as if unknown. */
export async function setAvatar(db: Db, user: UserRow, fileId: number, lang: Language): Promise<UserRow> {
  const file = await ownFile(db, user.projectId, user.id, fileId);
  if (!file) throw new ApiError(404, message('avatarFileUnknown', lang));
  return updateUserRow(db, user.id, { avatarFileId: file.id });
}

/**
 * The storage travels with the database handle, as the file links do (file-links.ts): the
 * account module deletes a learner's files without knowing where they are kept.
 */
const storageByDb = new WeakMap<Db, FileStorage>();
export const setFileStorage = (db: Db, storage: FileStorage) => storageByDb.set(db, storage);

/**
 * Deleting the account (spec 01 §7 `DELETE /user`: personal data is removed) removes the
 * learner's files from storage, not only their rows: `deleteRows` deletes the account (the
 * rows go by ON DELETE CASCADE); the files go after it, so a failure there never leaves an
 * account whose avatar points at nothing.
 */
export async function deleteWithUserFiles(db: Db, user: UserRow, deleteRows: () => Promise<void>) {
  const keys = await userFileKeys(db, user.projectId, user.id);
  await deleteRows();
  const storage = storageByDb.get(db);
  if (!storage) return;
  await Promise.all(keys.map((key) => storage.remove(key)));
}
