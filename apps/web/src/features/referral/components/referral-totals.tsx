import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { ReferralSummary } from '../../../lib/referral/referral-summary';
import { CashbackValue } from './cashback-value';
import styles from './referral.module.css';

/** The link's totals: visits, learners who signed up, their paid orders, cashback. */
export function ReferralTotals({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation('referral');
  const titleId = useId();
  const number = new Intl.NumberFormat(currentLanguage());
  const cashback = (amount: number) => (
    <CashbackValue amount={amount} mode={summary.rules.cashbackMode} currency={summary.currency} />
  );
  const figures = [
    ['linkJumps', number.format(summary.linkJumps)],
    ['invitedUsers', number.format(summary.invitedUsers)],
    ['referralOrders', number.format(summary.referralOrders)],
    ['cashback', cashback(summary.cashback)],
    ['cashbackPending', cashback(summary.cashbackPending)],
  ] as const;
  return (
    <section className={`${ui.sheet} ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('totals.title')}
      </h2>
      <dl className={styles.totals}>
        {figures.map(([key, value]) => (
          <div key={key} className={styles.total} data-total={key}>
            <dt>{t(`totals.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
