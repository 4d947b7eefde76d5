import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/avatar/user-avatar';
import ui from '../../../components/ui/screen.module.css';
import type { Chat } from '../api/get-chats';
import styles from './chat.module.css';
import { chatLink } from './chat-links';

/** One chat of the list (spec 02 §2 chats): the expert's avatar, title, last message, unread count. */
export function ChatListItem({ chat }: { chat: Chat }) {
  const { t } = useTranslation('chat');
  const last = chat.lastMessage;
  const lastText = last
    ? `${last.fromExpert ? '' : t('list.you')}${last.text || t('message.attachment')}`
    : null;
  return (
    <li>
      <Link to={chatLink(chat.id)} className={`${ui.linkRow} ${styles.item}`}>
        <UserAvatar
          user={{ avatar: chat.avatar, firstName: chat.title, lastName: null, email: null }}
          size={44}
          decorative
        />
        <span className={ui.rowBody}>
          <span className={ui.rowTitle}>{chat.title}</span>
          <span className={styles.status}>{t(`status.${chat.streamStatus}`)}</span>
          <span className={styles.itemLast}>{lastText ?? t('list.noMessages')}</span>
        </span>
        {chat.unreadCount > 0 ? (
          <span
            className={styles.unread}
            role="img"
            aria-label={t('list.unread', { count: chat.unreadCount })}
          >
            {chat.unreadCount}
          </span>
        ) : (
          <span />
        )}
      </Link>
    </li>
  );
}
