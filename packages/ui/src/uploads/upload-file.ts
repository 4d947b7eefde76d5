import { UPLOAD_REFUSALS, type UploadPurpose } from '@cp/contract';
import { type DetailedError, Upload } from 'tus-js-client';

/**
 * One chat attachment sent by tus (issue 9 "Files", decision 052), for the learner app and the
 * staff app. A dropped connection is retried at the offset the server holds (HEAD, then PATCH);
 * an upload interrupted by a reload resumes from the fingerprint kept in localStorage.
 */

/** Why an upload failed: each is a translated text in the apps (spec 02 §10). */
export type UploadFailure =
  | 'tooLarge' // "File is too large"
  | 'notPhotoOrVideo' // "You can upload only photo or video"
  | 'wrongType' // refused before sending: not what the caller accepts (a homework task's kind)
  | 'tooManyUnfinished'
  | 'aborted'
  | 'failed'; // "Couldn't upload the file"

export class UploadError extends Error {
  constructor(
    readonly reason: UploadFailure,
    /** The server's status, 0 without an answer. */
    readonly status = 0,
    /** The server's own text (in the request's language), when it sent one. */
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? reason);
    this.name = 'UploadError';
  }
}

export interface UploadFileOptions {
  /** The tus endpoint, e.g. UPLOADS_PATH (resolved against the page). */
  endpoint: string;
  /** The session's bearer token. */
  token: string;
  /**
   * What the upload is for, sent as tus metadata `purpose` (decision 057): the server takes
   * documents for a homework hand-in, photos and videos only for the chat. Default `chat`.
   */
  purpose?: UploadPurpose;
  onProgress?: (sent: number, total: number) => void;
  /** Aborting stops the upload and ends it on the server (it no longer counts as unfinished). */
  signal?: AbortSignal;
  /** Bytes per PATCH: bounds what a dropped request loses; default 8 MiB. */
  chunkSize?: number;
  /** Waits before each retry of a failed request, ms. */
  retryDelays?: number[];
}

export const DEFAULT_CHUNK_SIZE = 8 * 1024 * 1024;
/** Quick first retries for a flaky mobile network, then longer waits, about a minute in all. */
export const DEFAULT_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

const REASONS: Record<number, UploadFailure> = {
  [UPLOAD_REFUSALS.tooLarge]: 'tooLarge',
  [UPLOAD_REFUSALS.notPhotoOrVideo]: 'notPhotoOrVideo',
  [UPLOAD_REFUSALS.tooManyUnfinished]: 'tooManyUnfinished',
};

/** The server's `{message}` of a refusal, if it sent our error shape. */
function serverText(body: string | undefined): string | null {
  try {
    const parsed = JSON.parse(body ?? '') as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

export function uploadErrorOf(err: unknown): UploadError {
  const res = (err as DetailedError | undefined)?.originalResponse;
  if (!res) return new UploadError('failed');
  const status = res.getStatus();
  return new UploadError(REASONS[status] ?? 'failed', status, serverText(res.getBody()));
}

/** A refusal is final (wrong type, too large, not yours); a network failure or a 5xx is worth retrying. */
export function isRetryable(err: unknown): boolean {
  const status = (err as DetailedError | undefined)?.originalResponse?.getStatus() ?? 0;
  return status === 0 || status >= 500 || status === 409 || status === 423;
}

/** Sends `file`; resolves with the upload id a message names in `files`. */
export function uploadFile(file: File | Blob, opts: UploadFileOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new UploadError('aborted'));
      return;
    }
    const name = 'name' in file && file.name ? file.name : 'file';
    const upload = new Upload(file, {
      endpoint: opts.endpoint,
      headers: { Authorization: `Bearer ${opts.token}` },
      metadata: {
        filename: name,
        filetype: file.type || 'application/octet-stream',
        purpose: opts.purpose ?? 'chat',
      },
      chunkSize: opts.chunkSize ?? DEFAULT_CHUNK_SIZE,
      retryDelays: opts.retryDelays ?? DEFAULT_RETRY_DELAYS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (err) => isRetryable(err),
      onProgress: (sent, total) => opts.onProgress?.(sent, total),
      onError: (err) => {
        opts.signal?.removeEventListener('abort', onAbort);
        reject(uploadErrorOf(err));
      },
      onSuccess: () => {
        opts.signal?.removeEventListener('abort', onAbort);
        const url = upload.url ?? '';
        resolve(url.slice(url.lastIndexOf('/') + 1));
      },
    });
    function onAbort() {
      // Ends it on the server too (tus termination), so it stops counting toward the cap.
      void upload.abort(true).catch(() => undefined);
      reject(new UploadError('aborted'));
    }
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    // After a reload, the same file goes on where it stopped (tus fingerprint).
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (opts.signal?.aborted) return;
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => upload.start());
  });
}
