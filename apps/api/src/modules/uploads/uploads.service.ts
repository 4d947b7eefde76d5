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
import { inWorkFolder, withLocalCopy } from './local-copy.js';
import {
  attachUploads,
  countUnfinished,
  deleteUpload,
  dropStaleLocks,
  filesFromJson,
  filesOfMessageJson,
  filesOfMessages,
  insertUpload,
  markReady,
  takeAbandoned,
  type UploadRow,
} from './uploads.repository.js';
import { type Detected, detectContent, makePoster, makeThumbnail } from './uploads-content.js';
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
  /** The upload limit: what a finished upload is copied to local disk at most (decision 082). */
  maxBytes: number;
}

/** A photo's thumbnail or a video's poster, made in `dir`; null when there is none. */
async function makePreview(source: string, dir: string, detected: Detected, ffmpeg: string) {
  if (detected.kind === 'image') {
    const file = path.join(dir, 'preview.webp');
    return (await makeThumbnail(source, file)) ? { name: 'preview.webp', file } : null;
  }
  if (detected.kind === 'video') {
    const file = path.join(dir, 'preview.jpg');
    return (await makePoster(source, file, ffmpeg)) ? { name: 'preview.jpg', file } : null;
  }
  return null;
}

/**
 * tus `onUploadFinish`: the content must be a photo or a video (spec 02 §5), or for a homework
 * hand-in also a document of UPLOAD_DOCUMENT_MIMES (decision 057); else the file and the row go
 * and the client hears 415 "You can upload only photo or video" (or the homework's list). A photo
 * gets a thumbnail, a video a poster frame (without one when that fails: it still plays), a
 * document nothing. Sniffing and previews read a local file (from S3 a temporary copy, decision
 * 082); the preview is stored before the file moves to its place, and the row says `ready` last.
 */
export async function finishUpload(db: Db, who: Uploader, upload: Upload, opts: FinishOptions) {
  const { storage } = opts;
  const purpose = purposeOf(upload.metadata?.purpose) ?? 'chat';
  const folder = storage.folderOf(who.projectId, upload.id);
  const made = await withLocalCopy(
    storage.objects,
    storage.incoming.keyOf(upload.id),
    opts.maxBytes,
    (source) =>
      inWorkFolder(async (work) => {
        const detected = await detectContent(source, purpose === 'homework');
        if (!detected) return null;
        const preview = await makePreview(source, work, detected, opts.ffmpeg);
        const previewPath = preview ? `${folder}/${preview.name}` : null;
        if (preview && previewPath) await storage.objects.putFile(storage.keyOf(previewPath), preview.file);
        return { detected, previewPath };
      }),
  );
  if (!made) {
    await deleteUpload(db, upload.id);
    await storage.remove(who.projectId, upload.id);
    const refusal = purpose === 'homework' ? 'uploadNotHomeworkType' : 'uploadNotPhotoOrVideo';
    throw tusRefusal(UPLOAD_REFUSALS.notPhotoOrVideo, message(refusal, who.lang));
  }
  const { detected, previewPath } = made;
  const storagePath = await storage.keep(who.projectId, upload.id, detected.ext);
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
/** A message's attachments inside a read of messages, and their decoder (decision 139). */
export { filesFromJson, filesOfMessageJson };

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
