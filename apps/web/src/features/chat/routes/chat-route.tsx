import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionNotAvailable } from '../../../components/section-not-available/section-not-available';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { ApiError } from '../../../lib/api/api-error';
import { useChat } from '../api/get-chat';
import { useChatLive } from '../api/use-chat-live';
import styles from '../components/chat.module.css';
import { chatIdParam } from '../components/chat-links';
import { readOnlyReason } from '../components/chat-state';
import { Composer } from '../components/composer';
import { ConsultationsPanel } from '../components/consultations-panel';
import { MessageList } from '../components/message-list';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { useLogFitsWindow } from '../components/use-log-fits-window';

/**
 * spec 02 §2 chat (`/chat/{chatId}`): the conversation with the expert, the consultations
 * line, and the composer or the reason the chat is read-only. Live (issue 9).
 */
export function Component() {
  const { t } = useTranslation('chat');
  const { brand } = useAppConfig().components;
  const chatId = chatIdParam(useParams().chatId);
  useChatLive();
  if (!brand.isChatSupport) {
    return (
      <section className={ui.column}>
        <h1 className={ui.nameTitle}>{t('title')}</h1>
        <SectionNotAvailable section="chat" />
      </section>
    );
  }
  if (chatId === null) return <NotFound />;
  return <ChatScreen chatId={chatId} />;
}

function NotFound() {
  const { t } = useTranslation('chat');
  return (
    <section className={ui.column}>
      <h1 className={ui.nameTitle}>{t('title')}</h1>
      <p role="alert">{t('chat.notFound')}</p>
    </section>
  );
}

function ChatScreen({ chatId }: { chatId: number }) {
  const { t } = useTranslation('chat');
  const chat = useChat(chatId);
  const panel = useRef<HTMLDivElement>(null);
  useLogFitsWindow(panel, Boolean(chat.data));
  if (chat.error instanceof ApiError && chat.error.status === 404) return <NotFound />;
  if (chat.error instanceof ApiError && chat.error.status === 403) {
    return (
      <section className={ui.column}>
        <h1 className={ui.nameTitle}>{t('title')}</h1>
        <SectionNotAvailable section="chat" />
      </section>
    );
  }
  const data = chat.data;
  const reason = data ? readOnlyReason(data, Date.now()) : null;
  return (
    <section className={ui.column}>
      <h1 className={`${ui.nameTitle} ${styles.title}`}>{data?.title ?? t('title')}</h1>
      {chat.isPending && <p role="status">{t('loading')}</p>}
      {chat.error && (
        <LoadFailure
          message={t('loadFailed')}
          error={chat.error}
          onRetry={() => chat.refetch()}
          retrying={chat.isRefetching}
        />
      )}
      {data && (
        <div ref={panel} className={`${ui.surface} ${styles.panel}`}>
          <ConsultationsPanel chat={data} />
          {/* A read-only chat's reason says it all; the demo flag matters where the learner writes. */}
          {reason === null && !data.isExpertMessageEnable && (
            <p className={styles.notice}>{t('readOnly.demoExpert')}</p>
          )}
          <MessageList chatId={chatId} canWrite={reason === null} />
          {reason === null ? (
            <Composer chatId={chatId} messageDelay={data.messageDelay} />
          ) : (
            <ReadOnlyNotice chat={data} reason={reason} />
          )}
        </div>
      )}
    </section>
  );
}
