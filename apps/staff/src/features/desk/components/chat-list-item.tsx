import { Avatar, Badge } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { formatMessageTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useStaffMe } from '../../../lib/session/session-context';
import panes from '../../../lib/ui/desk-panes.module.css';
import type { DeskChat } from '../lib/chat';
import styles from './desk.module.css';

/** One chat of the list: learner, course, the last message, unread count, stream status. */
export function ChatListItem({ chat }: { chat: DeskChat }) {
  const { t } = useTranslation('desk');
  const me = useStaffMe();
  const last = chat.lastMessage;
  // Another expert of the course may have answered: only the reader's own answer is "You".
  const author = !last?.fromExpert
    ? ''
    : last.authorId === me.id
      ? t('list.you')
      : (last.authorName ?? t('message.expert'));
  const lastText = last
    ? `${author ? `${author}: ` : ''}${last.text || t('list.attachment')}`
    : t('list.noMessages');
  return (
    <li>
      <NavLink
        to={`/desk/${chat.id}`}
        className={({ isActive }) => `${panes.item} ${styles.item}${isActive ? ` ${panes.itemActive}` : ''}`}
        data-unread={chat.unread > 0 || undefined}
      >
        <Avatar name={chat.learnerName} size={40} />
        <span className={styles.itemBody}>
          <span className={styles.itemTop}>
            <span className={styles.itemName}>{chat.learnerName}</span>
            {last && (
              <span className={styles.itemTime}>{formatMessageTime(last.createdAt, currentLanguage())}</span>
            )}
          </span>
          <span className={styles.itemCourse}>
            {chat.title}
            {chat.streamStatus !== 'open' && ` · ${t(`status.${chat.streamStatus}`)}`}
          </span>
          <span className={styles.itemLast}>{lastText}</span>
        </span>
        {chat.unread > 0 && (
          <Badge tone="accent" label={t('list.unread', { n: chat.unread })}>
            {chat.unread}
          </Badge>
        )}
      </NavLink>
    </li>
  );
}
