/**
 * Where downloaded bytes go (decision 065): one interface, two places.
 * - web build: Cache Storage (`DOWNLOADS_CACHE`), answered by the service worker at
 *   `offlineUrl(base, path)`, Range requests included (the player seeks in an MP4);
 * - mobile shell: files in the app's data folder (@capacitor/filesystem), which the system does
 *   not evict as it may evict a WebView's storage, opened through `Capacitor.convertFileSrc`.
 * Paths are those of offline-paths.ts. The engine (downloads.ts) picks the store once.
 */
export interface DownloadStore {
  /** Stores one whole file, replacing what was there. Throws StorageFullError when the device refuses. */
  put(path: string, data: Blob, contentType: string): Promise<void>;
  /** The bytes stored at `path`, or null when nothing is. */
  size(path: string): Promise<number | null>;
  /** What a <video>, <track> or link opens for a stored file. */
  urlOf(path: string): Promise<string>;
  /**
   * Bytes of a file whose download was paused or cut, kept so that it resumes with a Range
   * request instead of starting over; `appendPart` adds to them, `takePart` reads them.
   */
  appendPart(path: string, data: Blob): Promise<void>;
  partSize(path: string): Promise<number>;
  /** The part's bytes as a whole file, then forgets the part. */
  takePart(path: string): Promise<Blob | null>;
  /** Removes every stored file (and part) whose path starts with `prefix`. */
  remove(prefix: string): Promise<void>;
  /** Space used and available to the app, when the platform says (navigator.storage.estimate). */
  estimate(): Promise<{ usage: number; quota: number } | null>;
}

/** The device refused to store more (a QuotaExceededError, or a full disk in the shell): code 10. */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super('Not enough space', { cause });
    this.name = 'StorageFullError';
  }
}
