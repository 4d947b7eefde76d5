import { ErrorState, Spinner } from '@cp/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../lib/api/api-error';
import { useDeskChat } from '../api/get-desk-chat';
import { useMarkViewed } from '../api/mark-viewed';
import type { DeskChatDetail } from '../lib/chat-detail';
import type { DeskMessage } from '../lib/message';
import { newestUnseenFromLearner } from '../lib/message-cache';
import { ChatMissing } from './chat-missing';
import { Composer } from './composer';
import styles from './desk.module.css';
import { MessageList } from './message-list';
import { StreamPanel } from './stream-panel';

/** Why the expert cannot write here, or null (spec 02 §4 read-only states, decision 050). */
function replyBlocked(chat: DeskChatDetail, t: (key: string) => string): string | null {
  if (chat.canReply) return null;
  if (chat.streamStatus === 'ended' || chat.streamStatus === 'stopped') return t('composer.streamOver');
  return t('composer.readOnly');
}

/** One chat: the messages and the composer, with the learner's stream beside them. */
export function ChatView({ chatId }: { chatId: number }) {
  const { t } = useTranslation('desk');
  const chat = useDeskChat(chatId);
  const markViewed = useMarkViewed(chatId);
  const lastMarked = useRef(0);
  const shown = useRef<DeskMessage[]>([]);
  const { mutate } = markViewed;

  // The learner's messages on screen are seen: one call for the newest unseen (and all before
  // it); not while the tab is hidden, and then as soon as it shows again.
  const onMessages = useCallback(
    (messages: DeskMessage[]) => {
      shown.current = messages;
      const unseen = newestUnseenFromLearner(messages);
      if (!unseen || unseen.id <= lastMarked.current || document.visibilityState === 'hidden') return;
      lastMarked.current = unseen.id;
      mutate(unseen.id);
    },
    [mutate],
  );
  useEffect(() => {
    const onVisible = () => onMessages(shown.current);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [onMessages]);

  if (chat.isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (chat.isError) {
    if (chat.error instanceof ApiError && chat.error.status === 404) return <ChatMissing />;
    return (
      <ErrorState
        title={t('chat.failed')}
        text={errorText(chat.error, t('errors.unknown', { ns: 'common' }))}
        onRetry={() => void chat.refetch()}
        retryLabel={t('actions.retry', { ns: 'common' })}
      />
    );
  }
  const detail = chat.data;
  return (
    <div className={styles.chat}>
      <header className={styles.chatHead}>
        <Link to="/desk" className={styles.back}>
          <span aria-hidden="true">←</span> {t('chat.back')}
        </Link>
        <div className={styles.chatTitle}>
          <h2>{detail.learnerName}</h2>
          <p className={styles.quiet}>{detail.title}</p>
        </div>
      </header>
      <details className={styles.panelToggle}>
        <summary>{t('stream.toggle')}</summary>
        <div className={styles.panelScroll}>
          <StreamPanel chat={detail} />
        </div>
      </details>
      <div className={styles.conversation}>
        <MessageList
          chatId={chatId}
          learnerName={detail.learnerName}
          consultations={detail.consultationList}
          onMessages={onMessages}
        />
        <Composer chatId={chatId} disabledReason={replyBlocked(detail, t)} />
      </div>
      <aside className={styles.side} aria-label={t('stream.title')}>
        <StreamPanel chat={detail} />
      </aside>
    </div>
  );
}
