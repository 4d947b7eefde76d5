import { UPLOADS_PATH } from '@cp/contract';
import { Server } from '@tus/server';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { isNoSpace, tusNoSpaceRefusal } from '../../lib/storage-errors.js';
import { isMobileShellOrigin } from '../../plugins/mobile-shell-cors.js';
import { type TusRequests, type TusWebRequest, tusUrl } from './tus-url.js';
import { deleteUpload } from './uploads.repository.js';
import { createUpload, finishUpload, tusRefusal, type Uploader } from './uploads.service.js';
import { pgLocker } from './uploads-locker.js';
import type { UploadsStorage } from './uploads-storage.js';

export interface TusOptions {
  db: Db;
  storage: UploadsStorage;
  maxBytes: number;
  ffmpeg: string;
  /** The signed-in person and the upload of a request, set by the route before it is handed over. */
  requests: TusRequests<Uploader>;
}

/** "1 GB", "50 MB", "512 KB": the limit as the spec writes it (spec 02 §10). */
export function sizeText(bytes: number): string {
  const units = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Math.round((bytes / size) * 10) / 10} ${unit}`;
  }
  return `${bytes} B`;
}

/**
 * The tus 1.0 server (@tus/server; issue 9 "Files", decisions 052, 082): bytes stream from the
 * request to `uploads/incoming` of the object store (a folder or the bucket, tus-incoming.ts),
 * the size limit enforced while they do
 * (a declared Upload-Length over it is refused before a byte is read). The routes authorise
 * every request before it gets here, and tus acts on the upload they authorised (tus-url.ts).
 */
export function createTusServer(opts: TusOptions) {
  const who = (req: TusWebRequest) => opts.requests.who(req);
  const datastore = opts.storage.incoming.datastore;
  // A terminated upload (tus DELETE) takes its row with its bytes, before tus answers 204: a
  // client that acts on the answer never finds the row still there.
  datastore.remove = async (id: string) => {
    // Everything tus keeps of it (in a bucket also the partial part it keeps beside the upload).
    await opts.storage.incoming.remove(id);
    await deleteUpload(opts.db, id);
  };
  return new Server({
    path: UPLOADS_PATH,
    datastore,
    maxSize: opts.maxBytes,
    // The Location the client resumes at is on the host it used: the school's (decision 052).
    relativeLocation: true,
    respectForwardedHeaders: false,
    // The id is the route's, never tus's own reading of the URL (issue 25, decision 094).
    getFileIdFromRequest: (req) => opts.requests.upload(req),
    generateUrl: (_req, { path, id }) => tusUrl(path, id),
    // tus answers its requests itself (the reply is hijacked): the mobile shell's origins get
    // the same CORS answer as from mobile-shell-cors.ts (decision 070), any other origin none.
    allowedOrigins: isMobileShellOrigin,
    disableTerminationForFinishedUploads: true,
    // One writer per upload across every API process, not per process (decision 052).
    locker: pgLocker(opts.db),
    onUploadCreate: (req, upload) => createUpload(opts.db, who(req), upload),
    onUploadFinish: (req, upload) =>
      finishUpload(opts.db, who(req), upload, {
        storage: opts.storage,
        ffmpeg: opts.ffmpeg,
        maxBytes: opts.maxBytes,
      }),
    onResponseError: (req, err) => {
      // A full disk (decision 085): 507, and the upload is removed, bytes and row.
      if (isNoSpace(err))
        return tusNoSpaceRefusal(opts.requests.upload(req), (id) => datastore.remove(id), who(req).lang);
      // spec 02 §10 "File is too large (limit …)", in our error shape and the request's language.
      if ('status_code' in err && err.status_code === 413) {
        const text = message('uploadTooLarge', who(req).lang, { limit: sizeText(opts.maxBytes) });
        return tusRefusal(413, text);
      }
      return undefined;
    },
  });
}
