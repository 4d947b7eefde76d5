import button from '@cp/ui/button/button.module.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadRecord } from '../../lib/offline/downloads/download-types';
import { useDownloadTexts } from './download-texts';
import styles from './downloads.module.css';
import { downloadPercent } from './format-bytes';

export interface DownloadActions {
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

interface DownloadStateProps extends DownloadActions {
  record: DownloadRecord;
  /** The id of the element naming the item (its title), so each button says what it acts on. */
  describedBy?: string;
  /** Further actions beside the download's own (open the lesson, open the file). */
  children?: ReactNode;
}

/** Running: the states in which the bytes are still coming (or wait to). */
export const isRunning = (record: DownloadRecord): boolean =>
  record.status === 'pending' || record.status === 'loading';

/**
 * One download as the learner sees it (spec 02 §4 "File download"): its state, its progress while
 * it runs (bytes of total and percent), and what can be done in that state.
 */
export function DownloadState({ record, describedBy, children, ...actions }: DownloadStateProps) {
  const { t } = useTranslation('downloads');
  const texts = useDownloadTexts();
  const percent = downloadPercent(record);
  const running = isRunning(record);
  const act = (label: string, onClick: () => void) => (
    <button type="button" className={button.secondary} onClick={onClick} aria-describedby={describedBy}>
      {label}
    </button>
  );
  return (
    <div className={styles.state} data-status={record.status} data-paused={record.paused || undefined}>
      <p role="status" className={record.status === 'fail' ? styles.failed : styles.statusText}>
        {texts.status(record)}
      </p>
      {running && (
        <div className={styles.progress}>
          <div
            role="progressbar"
            aria-label={t('progress.label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={texts.progress(record)}
            className={styles.bar}
          >
            <span className={styles.fill} style={{ inlineSize: `${percent}%` }} />
          </div>
          <span className={styles.progressText} aria-hidden="true">
            {texts.progress(record)}
          </span>
        </div>
      )}
      <div className={styles.actions}>
        {record.status === 'loading' &&
          (record.paused
            ? act(t('actions.resume'), actions.onResume)
            : act(t('actions.pause'), actions.onPause))}
        {running && act(t('actions.cancel'), actions.onCancel)}
        {record.status === 'fail' && act(t('actions.retry'), actions.onRetry)}
        {(record.status === 'loaded' || record.status === 'fail') &&
          act(t('actions.remove'), actions.onRemove)}
        {children}
      </div>
    </div>
  );
}
