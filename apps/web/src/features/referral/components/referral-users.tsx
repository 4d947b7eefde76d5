import type { CashbackMode } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { formatDate } from '../../../lib/format/format-date';
import { type ReferralUser, useReferralUsers } from '../api/get-referral-users';
import { CashbackValue } from './cashback-value';
import styles from './referral.module.css';
import { pageLink } from './referral-paths';

interface ReferralUsersProps {
  page: number;
  mode: CashbackMode;
  currency: string;
}

/** spec 01 "referral users": the learners who signed up by the link, a page at a time. */
export function ReferralUsers({ page, mode, currency }: ReferralUsersProps) {
  const { t } = useTranslation('referral');
  const titleId = useId();
  const { data, error, isPending, isPlaceholderData, refetch, isRefetching } = useReferralUsers(page);
  const pageCount = data?.pagination?.pageCount ?? 1;
  const total = data?.pagination?.totalCount ?? data?.users.length ?? 0;

  return (
    <section className={`${ui.sheet} ${styles.card}`} aria-labelledby={titleId} aria-busy={isPlaceholderData}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('users.title')}
      </h2>
      {isPending && <p role="status">{t('users.loading')}</p>}
      {error && (
        <LoadFailure
          message={t('users.loadFailed')}
          error={error}
          onRetry={() => refetch()}
          retrying={isRefetching}
        />
      )}
      {data && total === 0 && <p className={ui.muted}>{t('users.empty')}</p>}
      {data && total > 0 && data.users.length === 0 && (
        <p className={ui.muted}>
          {t('users.pageEmpty')} <Link to={pageLink(1)}>{t('users.firstPage')}</Link>
        </p>
      )}
      {data && data.users.length > 0 && (
        <ul className={`${ui.plainList} ${styles.users}`}>
          {data.users.map((user) => (
            <ReferralUserItem key={user.id} user={user} mode={mode} currency={currency} />
          ))}
        </ul>
      )}
      {data && pageCount > 1 && (
        <nav className={`${ui.spreadRow} ${styles.pager}`} aria-label={t('users.pages.label')}>
          <span className={styles.pagerEdge}>
            {page > 1 && (
              <Link to={pageLink(Math.min(page - 1, pageCount))} className={button.secondary}>
                {t('users.pages.previous')}
              </Link>
            )}
          </span>
          <span>{t('users.pages.current', { page, total: pageCount })}</span>
          <span className={styles.pagerEdge}>
            {page < pageCount && (
              <Link to={pageLink(page + 1)} className={button.secondary}>
                {t('users.pages.next')}
              </Link>
            )}
          </span>
        </nav>
      )}
    </section>
  );
}

function ReferralUserItem({
  user,
  mode,
  currency,
}: { user: ReferralUser } & Omit<ReferralUsersProps, 'page'>) {
  const { t } = useTranslation('referral');
  return (
    <li className={styles.user} data-flag={user.flag ?? undefined}>
      <p className={styles.userName}>{user.name}</p>
      <p className={ui.muted}>{t('users.joined', { date: formatDate(user.joinedAt) })}</p>
      <p>{t('users.paidOrders', { count: user.paidOrders })}</p>
      {user.flag ? (
        <p className={styles.flag}>{t(`flags.${user.flag}`)}</p>
      ) : (
        <p>
          {t('users.cashback')} <CashbackValue amount={user.cashback} mode={mode} currency={currency} />
          {user.cashbackPending > 0 && (
            <>
              {' · '}
              {t('users.pending')}{' '}
              <CashbackValue amount={user.cashbackPending} mode={mode} currency={currency} />
            </>
          )}
        </p>
      )}
    </li>
  );
}
