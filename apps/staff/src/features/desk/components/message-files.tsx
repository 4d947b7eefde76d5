import { useTranslation } from 'react-i18next';
import type { DeskFile } from '../lib/message';
import styles from './desk.module.css';

/** Photos as thumbnails that open the full picture; videos play inside the chat (issue 9 "Files"). */
export function MessageFiles({ files }: { files: DeskFile[] }) {
  const { t } = useTranslation('desk');
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.url}>
          {file.kind === 'image' ? (
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              aria-label={t('message.openPhoto', { name: file.name })}
            >
              <img src={file.thumbnail ?? file.url} alt={file.name} className={styles.thumb} loading="lazy" />
            </a>
          ) : file.kind === 'document' ? (
            <a href={file.url} download={file.name}>
              {file.name}
            </a>
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: learners' own videos come without captions.
            <video
              src={file.url}
              poster={file.poster ?? undefined}
              controls
              preload="metadata"
              className={styles.video}
            >
              <a href={file.url}>{file.name}</a>
            </video>
          )}
        </li>
      ))}
    </ul>
  );
}
