import { useTranslation } from 'react-i18next';
import { formatMessageTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { DeskMessage } from '../lib/message';
import styles from './desk.module.css';
import { MessageFiles } from './message-files';

export interface MessageItemProps {
  message: DeskMessage;
  learnerName: string;
  /** This message opens or closes a consultation (its bounding ids, spec 02 §4). */
  bounds: ('start' | 'end')[];
}

/** One message: who and when, the text, attachments, and whether the learner saw or rated it. */
export function MessageItem({ message, learnerName, bounds }: MessageItemProps) {
  const { t } = useTranslation('desk');
  const author = message.fromExpert ? (message.authorName ?? t('message.expert')) : learnerName;
  return (
    <li
      className={message.fromExpert ? `${styles.message} ${styles.mine}` : styles.message}
      data-message-id={message.id}
    >
      {bounds.includes('start') && <p className={styles.bound}>{t('consultation.startsHere')}</p>}
      <article className={styles.bubble} aria-label={t('message.from', { author })}>
        <header className={styles.messageHead}>
          <span className={styles.author}>{author}</span>
          <time dateTime={new Date(message.createdAt).toISOString()}>
            {formatMessageTime(message.createdAt, currentLanguage())}
          </time>
        </header>
        {message.text && <p className={styles.text}>{message.text}</p>}
        {message.files.length > 0 && <MessageFiles files={message.files} />}
        <footer className={styles.messageFoot}>
          {message.edited && <span>{t('message.edited')}</span>}
          {message.fromExpert && <span>{message.viewed ? t('message.seen') : t('message.sent')}</span>}
          {message.rating !== null && <span>{t('message.rated', { rating: message.rating })}</span>}
        </footer>
      </article>
      {bounds.includes('end') && <p className={styles.bound}>{t('consultation.endsHere')}</p>}
    </li>
  );
}
