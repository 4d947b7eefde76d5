import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { type AnswerFile, formatSize } from '../lib/submission';
import styles from './homework.module.css';

/**
 * The hand-in's files (issue 10 "Expert desk"): photos as thumbnails that open the full picture,
 * videos played in place, documents downloaded. The links are signed and short-lived (decision 052).
 */
export function AnswerFiles({ files }: { files: AnswerFile[] }) {
  const { t } = useTranslation('homework');
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.url} className={styles.filesItem}>
          {file.kind === 'image' ? (
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              className={styles.thumbLink}
              aria-label={t('files.openPhoto', { name: file.name })}
            >
              <img src={file.thumbnail ?? file.url} alt={file.name} className={styles.thumb} loading="lazy" />
            </a>
          ) : file.kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: learners' own videos come without captions.
            <video
              src={file.url}
              poster={file.poster ?? undefined}
              controls
              preload="metadata"
              className={styles.video}
              aria-label={file.name}
            >
              <a href={file.url}>{file.name}</a>
            </video>
          ) : (
            <a href={file.url} download={file.name} className={styles.document}>
              <span aria-hidden="true">⬇</span>
              {t('files.download', { name: file.name, size: formatSize(file.size, currentLanguage()) })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
