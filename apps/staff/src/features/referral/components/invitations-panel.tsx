import { Badge, CheckboxField, type DataColumn, DataTable, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { ListPager } from '../../../lib/ui/list-pager';
import { INVITATIONS_PAGE_SIZE, type Invitation, useInvitations } from '../api/list-invitations';
import { useSchoolCurrency } from '../api/school-currency';
import { formatCashback } from '../lib/cashback';
import styles from './referral.module.css';

function Person({ person }: { person: Invitation['referrer'] }) {
  return (
    <div className={styles.person}>
      <div>{person.label}</div>
      {person.email && <div className={styles.muted}>{person.email}</div>}
    </div>
  );
}

/**
 * Who invited whom (issue 15): each invitation with its flag and why it earns nothing, the
 * invited learner's paid orders, and the cashback credited, still on hold and taken back.
 * "Flagged only" narrows it to what may need a look.
 */
export function InvitationsPanel() {
  const { t, i18n } = useTranslation('referral');
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const invitations = useInvitations({ flaggedOnly, page });
  const currency = useSchoolCurrency();
  const lang = i18n.language;
  const money = (amount: number, mode: Invitation['cashback']['mode']) =>
    formatCashback(amount, mode, currency, lang, (count) => t('points', { count }));

  const columns: DataColumn<Invitation>[] = [
    {
      key: 'referrer',
      header: t('invitations.referrer'),
      cell: (r) => (
        <>
          <Person person={r.referrer} />
          {/* Below 640 px the invitee's column hides: the invitee is named here instead. */}
          <div className={`${styles.phoneOnly} ${styles.person}`}>
            {t('invitations.invited', { name: r.invitee.label })}
          </div>
        </>
      ),
    },
    {
      key: 'invitee',
      header: t('invitations.invitee'),
      secondary: true,
      cell: (r) => <Person person={r.invitee} />,
    },
    {
      key: 'date',
      header: t('invitations.date'),
      secondary: true,
      cell: (r) => formatDateTime(r.createdAt, lang),
    },
    {
      key: 'flag',
      header: t('invitations.flag'),
      cell: (r) =>
        r.flag ? (
          <>
            <Badge tone="warning">{t(`flag.${r.flag}.label`)}</Badge>
            <div className={styles.muted}>{t(`flag.${r.flag}.reason`)}</div>
          </>
        ) : (
          <span className={styles.muted}>{t('invitations.noFlag')}</span>
        ),
    },
    {
      key: 'orders',
      header: t('invitations.paidOrders'),
      numeric: true,
      secondary: true,
      cell: (r) => r.paidOrders,
    },
    {
      key: 'cashback',
      header: t('invitations.cashback'),
      cell: (r) => (
        <dl className={styles.amounts}>
          <dt>{t('invitations.credited')}</dt>
          <dd>{money(r.cashback.credited, r.cashback.mode)}</dd>
          <dt>{t('invitations.pending')}</dt>
          <dd>{money(r.cashback.pending, r.cashback.mode)}</dd>
          <dt>{t('invitations.reversed')}</dt>
          <dd>{money(r.cashback.reversed, r.cashback.mode)}</dd>
        </dl>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('invitations.intro')}</p>
      <CheckboxField
        label={t('invitations.flaggedOnly')}
        checked={flaggedOnly}
        onChange={(e) => {
          setFlaggedOnly(e.target.checked);
          setPage(1);
        }}
      />
      {invitations.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : invitations.isError ? (
        <ErrorState
          title={t('invitations.failed')}
          text={errorText(invitations.error, t('common:errors.unknown'))}
          onRetry={() => void invitations.refetch()}
          retryLabel={t('common:actions.retry')}
        />
      ) : invitations.data.items.length === 0 ? (
        <EmptyState title={t(flaggedOnly ? 'invitations.noneFlagged' : 'invitations.empty')} />
      ) : (
        <>
          <DataTable
            caption={t('invitations.caption', { count: invitations.data.total })}
            columns={columns}
            rows={invitations.data.items}
            rowKey={(r) => r.id}
          />
          <ListPager
            page={page}
            pageCount={Math.ceil(invitations.data.total / INVITATIONS_PAGE_SIZE)}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
