import { ConfirmButton, type DataColumn, DataTable, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { ListPager } from '../../../lib/ui/list-pager';
import {
  CERTIFICATES_PAGE_SIZE,
  type IssuedCertificate,
  useCertificates,
  useRevokeCertificate,
} from '../api/list-certificates';
import styles from './certificates.module.css';

/**
 * The school's issued certificates (issue 32), newest first: who, which course, when, its
 * verification address, and Revoke, which asks first; a revoked one says since when.
 */
export function IssuedPanel() {
  const { t, i18n } = useTranslation('certificates');
  const [page, setPage] = useState(1);
  const list = useCertificates(page);
  const revoke = useRevokeCertificate();
  const lang = i18n.language;

  const columns: DataColumn<IssuedCertificate>[] = [
    {
      key: 'learner',
      header: t('issued.learner'),
      cell: (c) => (
        <div className={styles.person}>
          <span>{c.learnerName}</span>
          {c.email && <span className={styles.muted}>{c.email}</span>}
        </div>
      ),
    },
    { key: 'course', header: t('issued.course'), cell: (c) => c.courseTitle },
    {
      key: 'issued',
      header: t('issued.date'),
      secondary: true,
      cell: (c) => (
        <>
          {formatDateTime(c.issuedAt, lang)}
          <div className={styles.muted}>{t('issued.number', { number: c.number })}</div>
        </>
      ),
    },
    {
      key: 'state',
      header: t('issued.state'),
      cell: (c) =>
        c.revokedAt ? (
          <span className={styles.revoked}>
            {t('issued.revokedOn', { date: formatDateTime(c.revokedAt, lang) })}
          </span>
        ) : (
          <div className={styles.stack}>
            <a href={c.verifyUrl} target="_blank" rel="noreferrer">
              {t('issued.verify')}
            </a>
            <ConfirmButton
              label={t('issued.revoke')}
              hiddenName={t('issued.revokeOf', { name: c.learnerName, course: c.courseTitle })}
              title={t('issued.revokeTitle', { name: c.learnerName })}
              cancelLabel={t('common:actions.cancel')}
              closeLabel={t('common:actions.close')}
              busy={revoke.isPending}
              onConfirm={() => revoke.mutateAsync(c.id)}
              failureText={(error) => errorText(error, t('common:errors.unknown'))}
            >
              <p>{t('issued.revokeText', { course: c.courseTitle })}</p>
            </ConfirmButton>
          </div>
        ),
    },
  ];

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('issued.intro')}</p>
      {list.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : list.isError ? (
        <ErrorState
          title={t('issued.failed')}
          text={errorText(list.error, t('common:errors.unknown'))}
          onRetry={() => void list.refetch()}
          retryLabel={t('common:actions.retry')}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('issued.empty')} />
      ) : (
        <>
          <DataTable
            caption={t('issued.caption', { count: list.data.total })}
            columns={columns}
            rows={list.data.items}
            rowKey={(c) => c.id}
          />
          <ListPager
            page={page}
            pageCount={Math.ceil(list.data.total / CERTIFICATES_PAGE_SIZE)}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
