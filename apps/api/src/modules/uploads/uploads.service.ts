import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import {
  type Language,
  UPLOAD_KINDS,
  UPLOAD_PURPOSES,
  UPLOAD_REFUSALS,
  UPLOAD_UNATTACHED_TTL_MS,
  UPLOADS_MAX_UNFINISHED,
  type UploadPurpose,
} from '@cp/contract';
import type { Upload } from '@tus/server';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import {
  attachUploads,
  countUnfinished,
  deleteUpload,
  dropStaleLocks,
  filesOfMessages,
  insertUpload,
  markReady,
  takeAbandoned,
  type UploadRow,
} from './uploads.repository.js';
import { detectContent, makePoster, makeThumbnail } from './uploads-content.js';
import type { UploadsStorage } from './uploads-storage.js';

/** Who is uploading: the signed-in person of the request, in its school. */
export interface Uploader {
  projectId: number;
  userId: number;
  lang: Language;
}

/** A refusal in tus's terms, with our error shape `{name, message, code, status}` as the body. */
export function tusRefusal(status: number, text: string) {
  return {
    status_code: status,
    body: JSON.stringify({ name: STATUS_CODES[status] ?? 'Error', message: text, code: 0, status }),
  };
}

const NAME_MAX = 255;
/** The shown name: control characters and path parts dropped (it is only ever shown, never a path). */
export function cleanName(raw: string | null | undefined): string {
  const base = path.posix.basename((raw ?? '').replaceAll('\\', '/'));
  const printable = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
  return printable.trim().slice(0, NAME_MAX);
}

/**
 * tus metadata `purpose`: `chat` (the default: photo or video) or `homework` (documents too);
 * null for anything else.
 */
export function purposeOf(raw: string | null | undefined): UploadPurpose | null {
  if (raw === undefined || raw === null || raw === '') return 'chat';
  return (UPLOAD_PURPOSES as readonly string[]).includes(raw) ? (raw as UploadPurpose) : null;
}

/**
 * tus `onUploadCreate`: a named file of a declared length, for a known purpose, within the
 * person's cap on unfinished uploads; the row is made before the first byte is stored, so every
 * stored byte has an owner.
 */
export async function createUpload(db: Db, who: Uploader, upload: Upload) {
  const name = cleanName(upload.metadata?.filename);
  if (!name) throw tusRefusal(400, message('uploadNameRequired', who.lang));
  const purpose = purposeOf(upload.metadata?.purpose);
  if (!purpose) throw tusRefusal(400, message('uploadUnknownPurpose', who.lang));
  // A length declared up front: the limit is checked before a byte is read (ARCHITECTURE §8).
  if (upload.size === undefined) throw tusRefusal(400, message('badRequest', who.lang));
  if ((await countUnfinished(db, who.projectId, who.userId)) >= UPLOADS_MAX_UNFINISHED) {
    throw tusRefusal(UPLOAD_REFUSALS.tooManyUnfinished, message('uploadTooManyUnfinished', who.lang));
  }
  await insertUpload(db, {
    id: upload.id,
    projectId: who.projectId,
    userId: who.userId,
    size: upload.size,
    originalName: name,
    purpose,
  });
  return {};
}

export interface FinishOptions {
  storage: UploadsStorage;
  /** The ffmpeg program for video posters. */
  ffmpeg: string;
}

/**
 * tus `onUploadFinish`: the content must be a photo or a video (spec 02 §5), or for a homework
 * hand-in also a document of UPLOAD_DOCUMENT_MIMES (decision 057); else the file and the row go
 * and the client hears 415 "You can upload only photo or video" (or the homework's list). A photo
 * gets a thumbnail, a video a poster frame (without one when that fails: it still plays), a
 * document nothing.
 */
export async function finishUpload(db: Db, who: Uploader, upload: Upload, opts: FinishOptions) {
  const { storage } = opts;
  const purpose = purposeOf(upload.metadata?.purpose) ?? 'chat';
  const detected = await detectContent(path.join(storage.incoming, upload.id), purpose === 'homework');
  if (!detected) {
    await deleteUpload(db, upload.id);
    await storage.remove(who.projectId, upload.id);
    const refusal = purpose === 'homework' ? 'uploadNotHomeworkType' : 'uploadNotPhotoOrVideo';
    throw tusRefusal(UPLOAD_REFUSALS.notPhotoOrVideo, message(refusal, who.lang));
  }
  const storagePath = await storage.keep(who.projectId, upload.id, detected.ext);
  const folder = storage.folderOf(who.projectId, upload.id);
  let previewPath: string | null = null;
  if (detected.kind === 'image') {
    const target = `${folder}/preview.webp`;
    if (await makeThumbnail(storage.absolute(storagePath), storage.absolute(target))) previewPath = target;
  } else if (detected.kind === 'video') {
    const target = `${folder}/preview.jpg`;
    if (await makePoster(storage.absolute(storagePath), storage.absolute(target), opts.ffmpeg)) {
      previewPath = target;
    }
  }
  await markReady(db, upload.id, { kind: detected.kind, mime: detected.mime, storagePath, previewPath });
  return {};
}

type AttachArgs = Parameters<typeof attachUploads>;

/**
 * Attaches the named uploads to a new chat message, in its transaction (chat service): photos
 * and videos only (spec 02 §5), so a document uploaded for homework cannot ride a chat message.
 */
export const attachToMessage = (tx: AttachArgs[0], owner: AttachArgs[1], ids: string[], messageId: number) =>
  attachUploads(tx, owner, ids, messageId, ['image', 'video']);

/** Attaches a homework hand-in's uploads, of any kind the homework service has checked. */
export const attachToHandIn = (tx: AttachArgs[0], owner: AttachArgs[1], ids: string[], messageId: number) =>
  attachUploads(tx, owner, ids, messageId, UPLOAD_KINDS);

/** The files of a page of messages, for the chat presenter. */
export const attachmentsOfMessages = filesOfMessages;

/** A message's `files` entry, for the chat presenter. */
export { presentChatFile } from './uploads.presenter.js';

export type { UploadRow };

/**
 * Removes uploads left unattached for a day (finished or not), rows and files, so abandoned
 * uploads do not pile up (decision 052). Answers how many went.
 */
export async function sweepAbandoned(db: Db, storage: UploadsStorage, now = new Date()) {
  await dropStaleLocks(db);
  let removed = 0;
  for (;;) {
    const taken = await takeAbandoned(db, new Date(now.getTime() - UPLOAD_UNATTACHED_TTL_MS));
    for (const row of taken) await storage.remove(row.projectId, row.id);
    removed += taken.length;
    if (taken.length === 0) return removed;
  }
}
