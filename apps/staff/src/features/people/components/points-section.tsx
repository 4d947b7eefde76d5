import { Button, type DataColumn, DataTable, EmptyState } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { Learner, PointsEntry } from '../lib/learner';
import { pointsReasonText } from '../lib/points-reason';
import styles from './people.module.css';
import { PointsDialog } from './points-dialog';

/** The balance, the newest ledger rows with their reasons, and a grant or debit. */
export function PointsSection({ learner }: { learner: Learner }) {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState(false);
  const language = currentLanguage();
  const { points } = learner;
  const columns: DataColumn<PointsEntry>[] = [
    {
      key: 'amount',
      header: t('points.amount'),
      numeric: true,
      cell: (e) => (
        <span className={e.amount > 0 ? styles.plus : undefined}>
          {e.amount > 0 ? `+${e.amount}` : e.amount}
        </span>
      ),
    },
    { key: 'reason', header: t('points.reason'), cell: (e) => pointsReasonText(e, t) },
    {
      key: 'when',
      header: t('points.when'),
      cell: (e) => formatDateTime(e.createdAt, language),
      secondary: true,
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="points-title">
      <div className={styles.sectionTop}>
        <h2 id="points-title" className={styles.subtitle}>
          {t('points.title')}
        </h2>
        <Button onClick={() => setOpen(true)}>{t('points.open')}</Button>
      </div>
      <p className={styles.balance}>{t('points.balance', { count: points.balance })}</p>
      {points.history.length === 0 ? (
        <EmptyState title={t('points.empty')} />
      ) : (
        <>
          <DataTable
            caption={t('points.caption')}
            columns={columns}
            rows={points.history}
            rowKey={(e) => e.id}
          />
          {points.totalCount > points.history.length && (
            <p className={styles.quiet}>
              {t('points.newest', { shown: points.history.length, total: points.totalCount })}
            </p>
          )}
        </>
      )}
      {open && <PointsDialog learner={learner} onClose={() => setOpen(false)} />}
    </section>
  );
}
