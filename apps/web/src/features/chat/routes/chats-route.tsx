import { useTranslation } from 'react-i18next';
import { SectionNotAvailable } from '../../../components/section-not-available/section-not-available';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { useChats } from '../api/get-chats';
import { useChatLive } from '../api/use-chat-live';
import styles from '../components/chat.module.css';
import { ChatListItem } from '../components/chat-list-item';

/**
 * spec 02 §2 chats (`/chat`): the learner's expert chats, ordered by stream status (§4),
 * live (issue 9). A brand without chat shows the section-not-available notice.
 */
export function Component() {
  const { t } = useTranslation('chat');
  const { brand } = useAppConfig().components;
  const chats = useChats(brand.isChatSupport);
  useChatLive();

  return (
    <section className={ui.column}>
      <h1 className={ui.nameTitle}>{t('title')}</h1>
      {!brand.isChatSupport ? (
        <SectionNotAvailable section="chat" />
      ) : (
        <>
          {chats.isPending && <p role="status">{t('loading')}</p>}
          {chats.error && (
            <LoadFailure
              message={t('loadFailed')}
              error={chats.error}
              onRetry={() => chats.refetch()}
              retrying={chats.isRefetching}
            />
          )}
          {chats.data?.length === 0 && <p className={ui.muted}>{t('list.empty')}</p>}
          {chats.data && chats.data.length > 0 && (
            <ul className={`${ui.stack} ${styles.list}`} aria-label={t('list.label')}>
              {chats.data.map((chat) => (
                <ChatListItem key={chat.id} chat={chat} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
