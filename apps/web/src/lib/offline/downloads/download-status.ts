import type { DownloadError, DownloadRecord } from './download-types';

/**
 * The states of a download (spec 02 §4 "File download": pending, loading, then loaded or fail)
 * and what moves a record between them. `paused` is a loading download the learner stopped (or
 * that a closed page left half-way): it keeps its bytes and continues from them.
 */
export type DownloadEvent =
  | { type: 'begin'; totalBytes: number }
  | { type: 'progress'; loadedBytes: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | {
      type: 'complete';
      /** The bytes stored, each file verified against its remote length. */
      bytes: number;
      localUrl: string;
      subtitles: DownloadRecord['subtitles'];
      poster: string | null;
    }
  | { type: 'fail'; error: DownloadError }
  | { type: 'retry' }
  /** The app started and found a download it was not running: the page closed mid-way. */
  | { type: 'interrupted' };

/** Is the download under way or stored, so that asking for it again reuses it (spec 02 §4)? */
export const isReusable = (record: DownloadRecord) =>
  record.status === 'pending' || record.status === 'loading' || record.status === 'loaded';

/** Answers the record after `event`, or the same record when the event does not apply to its state. */
export function nextRecord(record: DownloadRecord, event: DownloadEvent): DownloadRecord {
  const { status, paused } = record;
  switch (event.type) {
    case 'begin':
      return status === 'pending'
        ? { ...record, status: 'loading', totalBytes: event.totalBytes, error: null }
        : record;
    case 'progress':
      return status === 'loading' ? { ...record, loadedBytes: event.loadedBytes } : record;
    case 'pause':
    case 'interrupted':
      // A pending download has not chosen its files yet: it is continued as a loading one.
      return status === 'pending' || (status === 'loading' && !paused)
        ? { ...record, status: 'loading', paused: true }
        : record;
    case 'resume':
      return status === 'loading' && paused ? { ...record, paused: false } : record;
    case 'complete':
      return status === 'loading'
        ? {
            ...record,
            status: 'loaded',
            paused: false,
            loadedBytes: event.bytes,
            totalBytes: event.bytes,
            error: null,
            localUrl: event.localUrl,
            subtitles: event.subtitles,
            poster: event.poster,
          }
        : record;
    case 'fail':
      return status === 'pending' || status === 'loading'
        ? { ...record, status: 'fail', paused: false, error: event.error, localUrl: null }
        : record;
    case 'retry':
      return status === 'fail' ? { ...record, status: 'pending', paused: false, error: null } : record;
  }
}
