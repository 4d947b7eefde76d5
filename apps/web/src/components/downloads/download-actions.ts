import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error';
import { MissingIdError } from '../../lib/api/missing-id';
import type { DownloadError, DownloadTarget } from '../../lib/offline/downloads/download-types';
import {
  cancelDownload,
  DownloadFailure,
  pauseDownload,
  removeDownload,
  resumeDownload,
  retryDownload,
} from '../../lib/offline/downloads/downloads';
import type { DownloadActions } from './download-state';
import { ERROR_KEYS } from './download-texts';

/** A failed action shows in the record (status fail); what is left to do is to note it. */
const report = (promise: Promise<unknown>) => {
  promise.catch((error: unknown) => console.warn('Download action failed', error));
};

/**
 * The buttons of one download, wired to the engine. `target` (when the screen has it) brings fresh
 * signed links to a resume or a retry: the ones stored with the download expire (decision 042).
 */
export function downloadActions(id: string, target?: DownloadTarget): DownloadActions {
  return {
    onPause: () => report(pauseDownload(id)),
    onResume: () => report(resumeDownload(id, target)),
    onCancel: () => report(cancelDownload(id)),
    onRetry: () => report(retryDownload(id, target)),
    onRemove: () => report(removeDownload(id)),
  };
}

/** The text of a failure thrown by the engine (spec 02 §8 messages; a missing id of spec 02 §5). */
export function useFailureText() {
  const { t } = useTranslation('downloads');
  return (error: unknown, kind: DownloadTarget['kind']): string => {
    if (error instanceof MissingIdError) return errorText(error, t(ERROR_KEYS.network));
    const code: DownloadError = error instanceof DownloadFailure ? error.code : 'network';
    if (kind === 'file' && code !== 'storage-full' && code !== 'unsupported') return t('error.file');
    return t(ERROR_KEYS[code]);
  };
}
