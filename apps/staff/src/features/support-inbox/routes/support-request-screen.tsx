import { routeId, SUPPORT_REQUEST_STATUSES, type SupportRequestStatus } from '@cp/contract';
import { ErrorState, SelectField, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../lib/api/api-error';
import { useSupportRequest } from '../api/get-request';
import { useSetStatus } from '../api/set-status';
import { ReplyForm } from '../components/reply-form';
import { ReplyThread } from '../components/reply-thread';
import { RequestContext } from '../components/request-context';
import { StatusBadge } from '../components/status-badge';
import styles from '../components/support-inbox.module.css';

/** One support request: its context, the message, the replies and the answer by e-mail. */
export default function SupportRequestScreen() {
  const { t } = useTranslation('support-inbox');
  const id = routeId(useParams().id) ?? 0;
  const request = useSupportRequest(id);
  const setStatus = useSetStatus(id);
  const [statusNote, setStatusNote] = useState<{ ok: boolean; text: string } | null>(null);

  if (request.isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (request.isError) {
    return (
      <div className={styles.page}>
        <Link className={styles.back} to="/support">
          {t('request.back')}
        </Link>
        <ErrorState
          title={t('request.loadFailed')}
          text={errorText(request.error, t('errors.unknown', { ns: 'common' }))}
          onRetry={() => void request.refetch()}
          retryLabel={t('actions.retry', { ns: 'common' })}
        />
      </div>
    );
  }
  const r = request.data;

  return (
    <div className={styles.page}>
      <Link className={styles.back} to="/support">
        {t('request.back')}
      </Link>
      <div className={styles.top}>
        <h1 className={styles.title}>{t('request.title', { id: r.id })}</h1>
        <StatusBadge status={r.status} />
      </div>
      <div className={styles.statusRow}>
        <SelectField
          label={t('request.statusLabel')}
          value={r.status}
          disabled={setStatus.isPending}
          options={SUPPORT_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(event) => {
            const status = event.target.value as SupportRequestStatus;
            setStatus.mutate(status, {
              onSuccess: () =>
                setStatusNote({
                  ok: true,
                  text: t('request.statusChanged', { status: t(`status.${status}`) }),
                }),
              onError: (error) =>
                setStatusNote({
                  ok: false,
                  text: `${t('request.statusFailed')}: ${errorText(error, t('errors.unknown', { ns: 'common' }))}`,
                }),
            });
          }}
        />
        {statusNote && (
          <p role="status" className={statusNote.ok ? styles.status : styles.error}>
            {statusNote.text}
          </p>
        )}
      </div>
      <RequestContext request={r} />
      <section aria-labelledby="support-message-title">
        <h2 id="support-message-title" className={styles.subtitle}>
          {t('request.message')}
        </h2>
        <p className={styles.message}>{r.message ?? t('list.autoMessage')}</p>
      </section>
      <ReplyThread requestId={r.id} replies={r.replies} />
      <ReplyForm requestId={r.id} email={r.email} />
    </div>
  );
}
