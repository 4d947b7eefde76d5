import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n/i18n';
import type { DownloadError, DownloadRecord } from '../../lib/offline/downloads/download-types';
import { downloadPercent, formatBytes } from './format-bytes';

/** spec 02 §8 messages by failure; `network` and `size-mismatch` both read "Error loading video". */
export const ERROR_KEYS = {
  'storage-full': 'error.storage-full',
  network: 'error.network',
  'size-mismatch': 'error.size-mismatch',
  'not-converted': 'error.not-converted',
  unsupported: 'error.unsupported',
} as const satisfies Record<DownloadError, string>;

/**
 * The texts of one download (spec 02 §4 states, §8 messages), the same on the lesson, beside a
 * document and on the downloads screen.
 */
export function useDownloadTexts() {
  const { t } = useTranslation('downloads');
  const size = (bytes: number) => formatBytes(bytes, currentLanguage());
  return {
    size,
    status(record: DownloadRecord): string {
      if (record.status === 'fail') {
        // A file is not a video: "Error loading video" would mislead (spec 02 §8 names the video's).
        if (record.kind === 'file' && record.error !== 'storage-full') return t('error.file');
        return t(ERROR_KEYS[record.error ?? 'network']);
      }
      if (record.status === 'loaded') return t('status.loaded', { size: size(record.totalBytes) });
      if (record.status === 'loading' && record.paused) return t('status.paused');
      return t(record.status === 'pending' ? 'status.pending' : 'status.loading');
    },
    progress(record: DownloadRecord): string {
      return t('progress.value', {
        loaded: size(record.loadedBytes),
        total: size(record.totalBytes),
        percent: downloadPercent(record),
      });
    },
  };
}
