import { UPLOAD_MAX_BYTES } from '@cp/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { UploadError, type UploadFailure, type UploadFileOptions, uploadFile } from './upload-file';

/** One file of the composer: its progress, then its id (or why it failed). */
export interface UploadItem {
  key: string;
  name: string;
  type: string;
  size: number;
  /** Bytes sent so far. */
  sent: number;
  status: 'uploading' | 'done' | 'failed';
  /** The upload id, once done: what the message names in `files`. */
  id?: string;
  failure?: UploadFailure;
  /** The server's text of a refusal, in the request's language. */
  serverMessage?: string | null;
}

export interface UseUploadsOptions extends Pick<UploadFileOptions, 'chunkSize' | 'retryDelays' | 'purpose'> {
  endpoint: string;
  token: string;
  /** Refused before sending when larger (the server checks again); default 1 GB (spec 02 §9). */
  maxBytes?: number;
  /**
   * The types the caller takes, checked before sending (the server checks the content again);
   * a file refused here fails as `wrongType`. Default: photos and videos, as `notPhotoOrVideo`.
   */
  accepts?: (file: { type: string; name: string }) => boolean;
}

/** spec 02 §5: the chat takes photos and videos only; the server checks the content again. */
export function isPhotoOrVideo(file: { type: string }) {
  return file.type.startsWith('image/') || file.type.startsWith('video/');
}

/** Why `file` is refused by type before sending, or null: the caller's rule, else photo or video. */
function typeRefusal(file: File, accepts: UseUploadsOptions['accepts']): UploadFailure | null {
  if (accepts) return accepts(file) ? null : 'wrongType';
  return isPhotoOrVideo(file) ? null : 'notPhotoOrVideo';
}

let keys = 0;

/**
 * Several attachments of one message: add files, watch their progress, remove (which aborts),
 * and `clear()` once the message is sent. `pending` is the spec's "Please wait for files to
 * upload" (spec 02 §10); `ids` the finished uploads, in the order added.
 */
export function useUploads(opts: UseUploadsOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const settings = useRef(opts);
  settings.current = opts;

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const {
        endpoint,
        token,
        chunkSize,
        retryDelays,
        purpose,
        accepts,
        maxBytes = UPLOAD_MAX_BYTES,
      } = settings.current;
      for (const file of files) {
        keys += 1;
        const key = `u${keys}`;
        const item: UploadItem = {
          key,
          name: file.name,
          type: file.type,
          size: file.size,
          sent: 0,
          status: 'uploading',
        };
        const refused: UploadFailure | null =
          typeRefusal(file, accepts) ?? (file.size > maxBytes ? 'tooLarge' : null);
        if (refused) {
          setItems((list) => [...list, { ...item, status: 'failed', failure: refused }]);
          continue;
        }
        setItems((list) => [...list, item]);
        const controller = new AbortController();
        controllers.current.set(key, controller);
        uploadFile(file, {
          endpoint,
          token,
          chunkSize,
          retryDelays,
          purpose,
          signal: controller.signal,
          onProgress: (sent) => update(key, { sent }),
        })
          .then((id) => update(key, { status: 'done', id, sent: file.size }))
          .catch((err: unknown) => {
            const e = err instanceof UploadError ? err : new UploadError('failed');
            // A removed file is gone from the list already.
            if (e.reason !== 'aborted')
              update(key, { status: 'failed', failure: e.reason, serverMessage: e.serverMessage });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [update],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  /** After the message is sent: the finished files belong to it now. */
  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    setItems([]);
  }, []);

  // Leaving the chat stops what is still uploading.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return useMemo(
    () => ({
      items,
      add,
      remove,
      clear,
      pending: items.some((i) => i.status === 'uploading'),
      ids: items.filter((i) => i.status === 'done').map((i) => i.id!),
      failed: items.filter((i) => i.status === 'failed'),
    }),
    [items, add, remove, clear],
  );
}
