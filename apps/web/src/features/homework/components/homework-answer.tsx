import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import attachments from '../../../components/attachments/attachments.module.css';
import ui from '../../../components/ui/screen.module.css';
import type { HomeworkTask, UserHomework } from '../../../lib/learning/homework/user-homework';
import styles from './homework.module.css';
import { formatDateTime } from './when';

/**
 * The learner's last hand-in (issue 10 "Screens"): its text, its files (a photo's thumbnail
 * opening the photo, a video playing inline, a document to download) and the exercises chosen.
 */
export function HomeworkAnswer({
  answer,
  task,
}: {
  answer: NonNullable<UserHomework['answer']>;
  task: HomeworkTask;
}) {
  const { t } = useTranslation('homework');
  const titleId = useId();
  const chosen = task.exercises.filter((e) => answer.exerciseIds.includes(e.id));
  return (
    <section
      className={`${ui.surface} ${styles.panel}`}
      aria-labelledby={titleId}
      data-answer={answer.messageId}
    >
      <h2 id={titleId} className={styles.panelTitle}>
        {t('answer.title')}
      </h2>
      <p className={styles.meta}>{t('answer.handedIn', { date: formatDateTime(answer.createdAt) })}</p>
      {answer.text && <p className={styles.description}>{answer.text}</p>}
      {answer.files.length > 0 && (
        <ul className={`${ui.plainList} ${attachments.files}`}>
          {answer.files.map((file) => (
            <li key={file.url}>
              {file.type === 'video' ? (
                // biome-ignore lint/a11y/useMediaCaption: learners' own videos have no captions to offer
                <video
                  className={attachments.video}
                  src={file.url}
                  poster={file.preview ?? undefined}
                  controls
                  preload="metadata"
                />
              ) : file.type === 'image' ? (
                <a href={file.url} target="_blank" rel="noreferrer" aria-label={t('answer.openImage')}>
                  <img className={attachments.thumb} src={file.preview ?? file.url} alt="" loading="lazy" />
                </a>
              ) : (
                <a
                  href={file.url}
                  download={file.name}
                  aria-label={t('answer.download', { name: file.name })}
                >
                  {file.name}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {chosen.length > 0 && (
        <>
          <h3 className={styles.label}>{t('answer.exercises')}</h3>
          <ul>
            {chosen.map((e) => (
              <li key={e.id}>{e.title}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
