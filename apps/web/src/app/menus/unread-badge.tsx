import { useTranslation } from 'react-i18next';
import { unreadTotal, useChats } from '../../features/chat/api/get-chats';
import { useChatLive } from '../../features/chat/api/use-chat-live';
import styles from './menus.module.css';

/**
 * The unread badge of the messages and chat items (spec 01 §2, issue 9): the sum of the chats'
 * `unread_count`, kept live by the chat's socket events. Nothing when all is read. The count is
 * shown; the words are for screen readers.
 */
export default function UnreadBadge() {
  const { t } = useTranslation('menus');
  useChatLive();
  const { data } = useChats();
  const count = data ? unreadTotal(data) : 0;
  if (count === 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-unread-badge={count}>
        {count > 99 ? '99+' : count}
      </span>
      <span className={styles.srOnly}> ({t('unread', { count })})</span>
    </>
  );
}
