import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import type { Chat } from '../api/get-chats';
import styles from './chat.module.css';
import type { ReadOnlyReason } from './chat-state';

/** Why the learner cannot write here (spec 02 §2, §4 chat states), in place of the composer. */
export function ReadOnlyNotice({ chat, reason }: { chat: Chat; reason: ReadOnlyReason }) {
  const { t } = useTranslation('chat');
  const date = chat.messageExpiresDate === null ? '' : formatDate(chat.messageExpiresDate);
  return (
    <p className={styles.notice} role="status">
      {t(`readOnly.${reason}`, { date })}
    </p>
  );
}
