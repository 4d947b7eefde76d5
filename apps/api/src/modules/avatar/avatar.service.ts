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
import { insertUserFile, ownFile } from './avatar.repository.js';

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
  await storage.writeStream(tmpKey, part.file);
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
