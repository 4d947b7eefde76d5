import { STORAGE_FULL_CODE } from '@cp/contract';
import type { DownloadError } from './download-types';

/** A download that cannot go on, with the spec's reason (spec 02 §8) for the screens to show. */
export class DownloadFailure extends Error {
  readonly code: DownloadError;

  constructor(code: DownloadError, cause?: unknown) {
    super(`Download failed: ${code}`, { cause });
    this.name = 'DownloadFailure';
    this.code = code;
  }
}

/** spec 02 §8: a storage-full condition is error code 10; the other failures have no number. */
export function errorCode(error: DownloadError): number | null {
  return error === 'storage-full' ? STORAGE_FULL_CODE : null;
}
