import { DownloadFailure } from './download-failure';
import { type DownloadStore, StorageFullError } from './download-store';

/**
 * One file from the network into the store (decision 068): streamed with progress, kept in parts
 * as it arrives so that a pause or a cut connection resumes with a Range request, and verified
 * before it is stored: its bytes must equal the length the server declared (spec 02 §5).
 */

/** Bytes held in memory before they are added to the stored part. */
const FLUSH_BYTES = 1 << 20;

export interface OpenedTransfer {
  body: ReadableStream<Uint8Array>;
  /** Where the body starts in the file: the bytes kept, or 0 when the server sent it all again. */
  offset: number;
  /** The whole file's length, when the server says it. */
  total: number | null;
  contentType: string | null;
}

// By name: a DOMException of another realm (a test's runtime, a worker) is no instance of this one.
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/** Any failure of a download as the spec names it; an abort (pause, cancel) stays what it is. */
export function asFailure(error: unknown): unknown {
  if (isAbort(error) || error instanceof DownloadFailure) return error;
  if (error instanceof StorageFullError) return new DownloadFailure('storage-full', error);
  return new DownloadFailure('network', error);
}

async function request(url: string, signal: AbortSignal, headers: Record<string, string> = {}) {
  try {
    // The bytes go to the store; the browser's HTTP cache would only keep a second copy.
    return await fetch(url, { headers, signal, cache: 'no-store', credentials: 'same-origin' });
  } catch (error) {
    throw asFailure(error);
  }
}

/** `bytes 100-199/1000` -> { start: 100, total: 1000 } (RFC 9110 §14.4). */
export function parseContentRange(value: string | null): { start: number; total: number | null } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(value?.trim() ?? '');
  if (!match) return null;
  return { start: Number(match[1]), total: match[3] === '*' ? null : Number(match[3]) };
}

const declaredLength = (response: Response) => {
  const length = response.headers.get('content-length');
  // A compressed answer declares the encoded length, not the bytes the reader gives.
  return length !== null && !response.headers.get('content-encoding') ? Number(length) : null;
};

/**
 * Asks for the file from `kept` on. A 206 starting exactly there continues the kept bytes; any
 * other success (a 200, a 206 elsewhere, a 416) means starting the file over.
 */
export async function openTransfer(url: string, kept: number, signal: AbortSignal): Promise<OpenedTransfer> {
  if (kept > 0) {
    const response = await request(url, signal, { range: `bytes=${kept}-` });
    const range = parseContentRange(response.headers.get('content-range'));
    if (response.status === 206 && response.body && range?.start === kept) {
      return {
        body: response.body,
        offset: kept,
        total: range.total,
        contentType: response.headers.get('content-type'),
      };
    }
    if (response.status === 200 && response.body) return opened(response);
    await response.body?.cancel();
  }
  const response = await request(url, signal);
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    throw new DownloadFailure('network', new Error(`${url} answered ${response.status}`));
  }
  return opened(response);
}

const opened = (response: Response): OpenedTransfer => ({
  body: response.body as ReadableStream<Uint8Array>,
  offset: 0,
  total: declaredLength(response),
  contentType: response.headers.get('content-type'),
});

export interface FileToStore {
  url: string;
  path: string;
  /** Used when the server names no type. */
  contentType: string;
  /** From HEAD, used when the GET declares no length. */
  bytes: number | null;
}

/**
 * Stores one file, continuing its kept part. `onBytes` gets every change of the bytes held for
 * it (negative when a kept part is dropped because the server sent the file over). Answers the
 * stored size. On an abort the bytes received so far are kept as the part, then the abort is thrown.
 */
export async function transferFile(
  store: DownloadStore,
  file: FileToStore,
  signal: AbortSignal,
  onBytes: (delta: number) => void,
): Promise<number> {
  try {
    const kept = await store.partSize(file.path);
    const transfer = await openTransfer(file.url, kept, signal);
    if (transfer.offset === 0 && kept > 0) {
      await store.takePart(file.path);
      onBytes(-kept);
    }
    await receive(store, file.path, transfer.body, onBytes);
    const whole = (await store.takePart(file.path)) ?? new Blob([]);
    const expected = transfer.total ?? file.bytes;
    // spec 02 §5: the local size equals the remote length, or the file is not kept.
    if (expected !== null && whole.size !== expected) {
      throw new DownloadFailure(
        'size-mismatch',
        new Error(`${file.path}: ${whole.size} of ${expected} bytes`),
      );
    }
    await store.put(file.path, whole, transfer.contentType ?? file.contentType);
    return whole.size;
  } catch (error) {
    throw asFailure(error);
  }
}

async function receive(
  store: DownloadStore,
  path: string,
  body: ReadableStream<Uint8Array>,
  onBytes: (delta: number) => void,
) {
  const reader = body.getReader();
  let chunks: Uint8Array[] = [];
  let held = 0;
  const flush = async () => {
    if (held === 0) return;
    const data = new Blob(chunks as BlobPart[]);
    chunks = [];
    held = 0;
    await store.appendPart(path, data);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      held += value.byteLength;
      onBytes(value.byteLength);
      if (held >= FLUSH_BYTES) await flush();
    }
  } catch (error) {
    // Paused or cut: what arrived is kept, so the next attempt asks only for the rest.
    await flush().catch(() => undefined);
    throw error;
  }
  await flush();
}
