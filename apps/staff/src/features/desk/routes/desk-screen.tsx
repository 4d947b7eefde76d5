import { routeId } from '@cp/contract';
import { EmptyState } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import panes from '../../../lib/ui/desk-panes.module.css';
import { ChatList } from '../components/chat-list';
import { ChatMissing } from '../components/chat-missing';
import { ChatView } from '../components/chat-view';
import styles from '../components/desk.module.css';
import { useDeskLive } from '../live/use-desk-live';

/** `:chatId` as a chat id, or null for anything else (the list alone). */
export const parseChatId = routeId;

/**
 * The expert desk (issue 9): the chats of the expert's courses and one chat. Side by side on a
 * wide screen; on a phone the list, or the chat with a way back. An open chat fills the window
 * (`data-fills-window`, app/layout): its history scrolls in its own box, so it opens at the
 * newest message on a phone too, where the list scrolls the page like every other screen.
 */
export default function DeskScreen() {
  const { t } = useTranslation('desk');
  const param = useParams().chatId;
  const chatId = parseChatId(param);
  // An address with something that is no chat id (`/desk/abc`, an id beyond any row's).
  const badId = param !== undefined && chatId === null;
  useDeskLive();
  return (
    <div
      className={`${panes.desk} ${styles.desk}`}
      data-view={chatId === null && !badId ? 'list' : 'detail'}
      data-fills-window={chatId === null ? undefined : ''}
    >
      <section className={panes.listPane} aria-label={t('list.title')}>
        <ChatList />
      </section>
      <section className={panes.detailPane} aria-label={t('chat.label')}>
        {chatId !== null ? (
          <ChatView key={chatId} chatId={chatId} />
        ) : badId ? (
          <ChatMissing />
        ) : (
          <EmptyState title={t('chat.pick')} />
        )}
      </section>
    </div>
  );
}
