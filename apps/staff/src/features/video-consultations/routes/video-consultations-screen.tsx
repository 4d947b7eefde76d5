import { Button, EmptyState, ErrorState, Spinner, Tabs } from '@cp/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { type DeskStatus, useVideoConsultations } from '../api/list-video-consultations';
import { useVideoConsultationsLive } from '../api/use-video-consultations-live';
import { RequestItem } from '../components/request-item';
import styles from '../components/video-consultations.module.css';

const STATUSES = ['waiting', 'confirmed', 'complete'] as const satisfies readonly DeskStatus[];

/**
 * The expert's video consultation requests (issue 9 "The expert desk"): waiting ones to
 * confirm with a time, confirmed ones to mark complete, and the complete ones, for the
 * expert's courses only (decision 055).
 */
export default function VideoConsultationsScreen() {
  const { t } = useTranslation(['videoconsultations', 'common']);
  const [status, setStatus] = useState<DeskStatus>('waiting');
  const panelId = useId();
  const list = useVideoConsultations(status);
  useVideoConsultationsLive();
  const requests = list.data?.pages.flatMap((p) => p.requests) ?? [];

  return (
    <section className={styles.screen} aria-labelledby={`${panelId}-title`}>
      <h1 id={`${panelId}-title`} className={styles.title}>
        {t('title')}
      </h1>
      <Tabs
        label={t('title')}
        items={STATUSES.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        selected={status}
        onSelect={setStatus}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel">
        {list.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : list.isError ? (
          <ErrorState
            title={t('loadFailed')}
            text={errorText(list.error, t('common:errors.unknown'))}
            onRetry={() => void list.refetch()}
            retryLabel={t('common:actions.retry')}
          />
        ) : requests.length === 0 ? (
          <EmptyState title={t(`empty.${status}`)} />
        ) : (
          <ul className={styles.list}>
            {requests.map((r) => (
              <RequestItem key={`${r.id}-${r.status}`} request={r} />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.more}
            busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('more')}
          </Button>
        )}
      </div>
    </section>
  );
}
