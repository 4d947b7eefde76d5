import { Button, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useStaffMe } from '../../../lib/session/session-context';
import panes from '../../../lib/ui/desk-panes.module.css';
import { useDeskChats } from '../api/list-desk-chats';
import { ChatListItem } from './chat-list-item';
import { ChatSearch } from './chat-search';
import styles from './desk.module.css';

/** Pause of typing after which the search asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The chats of the expert's courses, unread first (server order), searchable, page by page. */
export function ChatList() {
  const { t } = useTranslation('desk');
  const me = useStaffMe();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useDeskChats(settled);
  // A chat moves between pages while they load (unread first); it is listed once.
  const chats = [
    ...new Map((query.data?.pages ?? []).flatMap((page) => page.chats).map((c) => [c.id, c])).values(),
  ];
  const total = query.data?.pages[0]?.pagination?.totalCount;

  return (
    <div className={styles.list}>
      <div className={panes.head}>
        <h1 className={panes.title}>
          {t('list.title')}
          {total !== undefined && <span className={panes.count}> ({total})</span>}
        </h1>
        <ChatSearch value={search} onChange={setSearch} />
      </div>
      {query.isPending ? (
        <Spinner label={t('loading', { ns: 'common' })} />
      ) : query.isError ? (
        <ErrorState
          title={t('list.failed')}
          text={errorText(query.error, t('errors.unknown', { ns: 'common' }))}
          onRetry={() => void query.refetch()}
          retryLabel={t('actions.retry', { ns: 'common' })}
        />
      ) : chats.length === 0 ? (
        <EmptyState
          title={
            settled.trim() ? t('list.noMatches') : me.courses.length ? t('list.empty') : t('list.noCourses')
          }
          // An administrator answers in the courses assigned to them (decision 053): say where to do it.
          text={
            !settled.trim() && !me.courses.length && me.role === 'admin' ? t('list.assignOnTeam') : undefined
          }
        />
      ) : (
        <>
          <ul className={`${panes.items} ${styles.items}`} aria-busy={query.isFetching || undefined}>
            {chats.map((chat) => (
              <ChatListItem key={chat.id} chat={chat} />
            ))}
          </ul>
          {query.hasNextPage && (
            <div className={styles.more}>
              <Button
                variant="secondary"
                busy={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('list.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
