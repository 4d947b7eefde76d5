import { useTranslation } from 'react-i18next';
import type { CourseDocument } from '../../lib/learning/api/course';
import { type DownloadSource, useDownloadPlace } from '../downloads/download-place';
import { useDownloadsChunk } from '../downloads/downloads-chunk';
import ui from '../ui/screen.module.css';
import styles from './document-list.module.css';

const sizeText = (bytes: number | null) =>
  bytes === null
    ? null
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Documents of a course or a day; `locked` for a demo without document access (spec 02 §3, §6).
 * Given the stream and course they belong to (`downloadsOf`), where the learner may download
 * (useDownloadPlace), each file our server serves can be kept on the device (spec 02 §4 "File
 * download"); links to other sites stay links.
 */
export function DocumentList({
  documents,
  locked = false,
  downloadsOf,
}: {
  documents: CourseDocument[];
  locked?: boolean;
  downloadsOf?: DownloadSource;
}) {
  const { t } = useTranslation('learning');
  const downloads = useDownloadPlace(downloadsOf);
  const chunk = useDownloadsChunk(downloads !== null && !locked && documents.length > 0);
  if (locked) return <p className={styles.locked}>{t('documents.locked')}</p>;
  if (documents.length === 0) return <p className={styles.empty}>{t('documents.empty')}</p>;
  return (
    <ul className={`${ui.plainList} ${styles.list}`}>
      {documents.map((doc) => {
        const size = sizeText(doc.size);
        return (
          <li key={doc.id} className={styles.item}>
            <a href={doc.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {doc.title}
              <span className="visually-hidden"> {t('documents.newTab')}</span>
            </a>
            {(doc.fileName || size) && (
              <span className={styles.meta}>{[doc.fileName, size].filter(Boolean).join(' · ')}</span>
            )}
            {chunk.state === 'ready' && downloads && (
              <chunk.chunk.DocumentDownload place={downloads} document={doc} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
