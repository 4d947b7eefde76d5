import button from '@cp/ui/button/button.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadActions } from '../../../components/downloads/download-actions';
import { DownloadState } from '../../../components/downloads/download-state';
import { useDownloadTexts } from '../../../components/downloads/download-texts';
import ui from '../../../components/ui/screen.module.css';
import type { DownloadItem } from './download-groups';
import styles from './downloads.module.css';

/** One download on the downloads screen: title, quality and size, state, and what can be done. */
export function DownloadListItem({ item }: { item: DownloadItem }) {
  const { t } = useTranslation('downloads');
  const texts = useDownloadTexts();
  const titleId = useId();
  const { record, lessonPath } = item;
  const size = record.totalBytes > 0 ? texts.size(record.totalBytes) : null;
  const meta =
    record.quality && size ? t('screen.meta', { quality: record.quality, size }) : (size ?? record.quality);
  return (
    <li className={`${ui.raised} ${styles.item}`} data-download={record.id}>
      <h3 id={titleId} className={styles.itemTitle}>
        {record.title}
      </h3>
      {meta && <p className={ui.muted}>{meta}</p>}
      <DownloadState record={record} describedBy={titleId} {...downloadActions(record.id)}>
        {lessonPath && (
          <Link className={button.secondary} to={lessonPath} aria-describedby={titleId}>
            {t('screen.openLesson')}
          </Link>
        )}
        {record.kind === 'file' && record.status === 'loaded' && record.localUrl && (
          <a
            className={button.secondary}
            href={record.localUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
          >
            {t('screen.openFile')}
          </a>
        )}
      </DownloadState>
    </li>
  );
}
