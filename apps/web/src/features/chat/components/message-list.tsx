import button from '@cp/ui/button/button.module.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { messagesInOrder, useMessages } from '../api/get-messages';
import { markViewed } from '../api/mark-viewed';
import styles from './chat.module.css';
import { MessageItem } from './message-item';
import { useKeepScroll } from './use-keep-scroll';
import { useViewedBatch } from './use-viewed-batch';

/**
 * The chat's messages (spec 02 §2 chat): newest at the bottom, 10 a page, older pages when the
 * learner scrolls up (or presses the button), the expert's messages marked viewed as they show.
 */
export function MessageList({ chatId, canWrite }: { chatId: number; canWrite: boolean }) {
  const { t } = useTranslation('chat');
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const query = useMessages(chatId);
  const messages = messagesInOrder(query.data);
  const onScroll = useKeepScroll(box, messages);
  const observe = useViewedBatch(box, (ids) => void markViewed(chatId, ids).catch(() => undefined));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // The top of the box coming into view loads the page before (scroll up for older messages).
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { root: box.current },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={box} className={styles.log} onScroll={onScroll} tabIndex={-1} data-chat-log>
      <div ref={top} className={styles.older}>
        {hasNextPage && (
          <button
            type="button"
            className={button.secondary}
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('chat.loadingOlder') : t('chat.loadOlder')}
          </button>
        )}
      </div>
      {query.isPending && <p role="status">{t('loading')}</p>}
      {query.error && (
        <LoadFailure
          message={t('loadFailed')}
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        />
      )}
      {query.data && messages.length === 0 && (
        <p className={ui.muted}>{canWrite ? t('chat.empty') : t('list.noMessages')}</p>
      )}
      <ol
        className={`${ui.plainList} ${styles.messages}`}
        aria-label={t('chat.messagesLabel')}
        aria-live="polite"
      >
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            canWrite={canWrite}
            observe={message.fromExpert && !message.isViewed ? observe(message.id) : undefined}
          />
        ))}
      </ol>
    </div>
  );
}
