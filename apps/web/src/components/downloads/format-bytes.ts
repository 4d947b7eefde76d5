import type { DownloadRecord } from '../../lib/offline/downloads/download-types';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/**
 * A size as the learner reads it in their language: "12,3 МБ", "12.3 MB", "12,3 MB". The
 * platform's unit formatting names the units, so no translation key per unit is needed.
 * Binary multiples, as the documents list and the device's storage settings count them.
 */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit, digits] =
    bytes >= GB
      ? [bytes / GB, 'gigabyte', 1]
      : bytes >= MB
        ? [bytes / MB, 'megabyte', 1]
        : [Math.max(bytes, bytes > 0 ? KB : 0) / KB, 'kilobyte', 0];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}

/** Whole percent of a download, 0..100; 0 while its total is not known. */
export function downloadPercent(record: Pick<DownloadRecord, 'loadedBytes' | 'totalBytes'>): number {
  if (record.totalBytes <= 0) return 0;
  return Math.min(100, Math.floor((record.loadedBytes / record.totalBytes) * 100));
}
