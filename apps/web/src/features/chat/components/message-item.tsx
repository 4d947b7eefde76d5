import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../api/chat-message';
import { useRateMessage } from '../api/rate-message';
import styles from './chat.module.css';
import { MessageEditForm } from './message-edit-form';
import { MessageFiles } from './message-files';
import { formatMessageTime } from './message-time';
import { RatingStars } from './rating-stars';

interface MessageItemProps {
  message: ChatMessage;
  /** The learner may write now: their own messages can be edited. */
  canWrite: boolean;
  /** Watches an unseen expert's message to mark it viewed when it shows. */
  observe?: (element: Element | null) => void;
}

/** One message of the chat (spec 02 §3 Chat message): the learner's on the right, the expert's with a rating. */
export function MessageItem({ message, canWrite, observe }: MessageItemProps) {
  const { t, i18n } = useTranslation('chat');
  const [editing, setEditing] = useState(false);
  const rate = useRateMessage(message.chatId);
  const mine = !message.fromExpert;
  return (
    <li
      ref={observe}
      data-message-id={message.id}
      className={mine ? `${styles.message} ${styles.mine}` : styles.message}
    >
      <span className={styles.meta}>
        <span className={styles.author}>
          {mine ? t('message.you') : message.expertName || t('chat.expertDefault')}
        </span>
        <time dateTime={new Date(message.createdAt).toISOString()}>
          {formatMessageTime(message.createdAt, i18n.language)}
        </time>
        {mine && <span>{message.isViewed ? t('message.viewed') : t('message.sent')}</span>}
      </span>
      {editing ? (
        <MessageEditForm message={message} onDone={() => setEditing(false)} />
      ) : (
        message.text && <p className={styles.text}>{message.text}</p>
      )}
      <MessageFiles files={message.files} />
      {mine && canWrite && !editing && !message.handIn && (
        <span className={styles.actions}>
          <button type="button" className={styles.smallButton} onClick={() => setEditing(true)}>
            {t('message.edit')}
          </button>
        </span>
      )}
      {!mine && (
        <RatingStars
          legend={t('rating.label')}
          value={message.rating}
          disabled={rate.isPending}
          onRate={(rating) => rate.mutate({ messageId: message.id, rating })}
        />
      )}
      {rate.error && (
        <p role="alert" className={styles.error}>
          {t('rating.failed')}
        </p>
      )}
    </li>
  );
}
