import button from '@cp/ui/button/button.module.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverOrigin } from '../../lib/env/api-origin';
import type { CourseDocument } from '../../lib/learning/api/course';
import { fileDownloadId, startDownload, useDownload } from '../../lib/offline/downloads/downloads';
import { downloadActions, useFailureText } from './download-actions';
import type { DownloadPlace } from './download-place';
import { DownloadState } from './download-state';
import { fileTarget, isServedFile } from './download-targets';
import styles from './downloads.module.css';

/** A document's download where it is a file our server serves (a link elsewhere stays a link). */
export function DocumentDownload({ place, document }: { place: DownloadPlace; document: CourseDocument }) {
  if (!isServedFile(document, serverOrigin())) return null;
  return <FileDownload target={fileTarget(place, document)} />;
}

/**
 * A course document's download (spec 02 §4 "File download" for files): one file, so no choice of
 * quality; the same states, progress and actions as a video; once loaded, the stored copy opens.
 */
function FileDownload({ target }: { target: ReturnType<typeof fileTarget> }) {
  const { t } = useTranslation('downloads');
  const failureText = useFailureText();
  const titleId = useId();
  const id = fileDownloadId(target.documentId);
  const record = useDownload(target.userId, id);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const start = () => {
    setStarting(true);
    setError(null);
    startDownload(target).then(
      () => setStarting(false),
      (failure: unknown) => {
        setStarting(false);
        setError(failureText(failure, 'file'));
      },
    );
  };
  return (
    <div className={`${styles.state} ${styles.document}`}>
      <span id={titleId} hidden>
        {target.title}
      </span>
      {record ? (
        <DownloadState record={record} describedBy={titleId} {...downloadActions(id, target)}>
          {record.status === 'loaded' && record.localUrl && (
            <a className={button.secondary} href={record.localUrl} target="_blank" rel="noopener noreferrer">
              {t('document.open')}
            </a>
          )}
        </DownloadState>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={button.secondary}
            onClick={start}
            disabled={starting}
            aria-label={t('document.downloadNamed', { title: target.title })}
          >
            {t('document.download')}
          </button>
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
