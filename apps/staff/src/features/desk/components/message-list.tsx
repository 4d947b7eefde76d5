import { Button, ErrorState, Spinner } from '@cp/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useChatMessages } from '../api/list-chat-messages';
import type { DeskConsultation } from '../lib/chat-detail';
import { consultationBounds } from '../lib/consultation-bounds';
import type { DeskMessage } from '../lib/message';
import { flattenMessages } from '../lib/message-cache';
import styles from './desk.module.css';
import { MessageItem } from './message-item';

export interface MessageListProps {
  chatId: number;
  learnerName: string;
  consultations: DeskConsultation[];
  /** Called with the loaded messages, newest first (the chat marks the learner's as seen). */
  onMessages: (messages: DeskMessage[]) => void;
}

/**
 * The messages, newest at the bottom as in any messenger (the DOM lists them newest first:
 * `column-reverse` keeps the view anchored at the newest while older pages load above). The
 * older page loads when the top comes into view, or with the button (keyboard).
 */
export function MessageList({ chatId, learnerName, consultations, onMessages }: MessageListProps) {
  const { t } = useTranslation('desk');
  const query = useChatMessages(chatId);
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const bounds = useMemo(() => consultationBounds(consultations), [consultations]);
  const top = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => onMessages(messages), [messages, onMessages]);

  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('chat.messagesFailed')}
        text={errorText(query.error, t('errors.unknown', { ns: 'common' }))}
        onRetry={() => void query.refetch()}
        retryLabel={t('actions.retry', { ns: 'common' })}
      />
    );
  }
  return (
    // The log is the scrolling region: focusable so the keyboard can scroll it (WCAG 2.1.1),
    // and polite, so a new message is announced. The list inside keeps its list semantics.
    <div
      className={styles.scroller}
      role="log"
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
      tabIndex={0}
      aria-label={t('chat.messages')}
    >
      <ol className={styles.messages}>
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            learnerName={learnerName}
            bounds={bounds.get(message.id) ?? []}
          />
        ))}
      </ol>
      <div ref={top} className={styles.older}>
        {hasNextPage ? (
          <Button variant="ghost" size="small" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('chat.older')}
          </Button>
        ) : messages.length === 0 ? (
          <p className={styles.quiet}>{t('chat.noMessages')}</p>
        ) : (
          <p className={styles.quiet}>{t('chat.beginning')}</p>
        )}
      </div>
    </div>
  );
}
