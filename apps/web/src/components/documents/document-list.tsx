import { useTranslation } from 'react-i18next';
import type { CourseDocument } from '../../lib/learning/api/course';
import styles from './document-list.module.css';

const sizeText = (bytes: number | null) =>
  bytes === null
    ? null
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Documents of a course or a day; `locked` for a demo without document access (spec 02 §3, §6). */
export function DocumentList({
  documents,
  locked = false,
}: {
  documents: CourseDocument[];
  locked?: boolean;
}) {
  const { t } = useTranslation('learning');
  if (locked) return <p className={styles.locked}>{t('documents.locked')}</p>;
  if (documents.length === 0) return <p className={styles.empty}>{t('documents.empty')}</p>;
  return (
    <ul className={styles.list}>
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
          </li>
        );
      })}
    </ul>
  );
}
