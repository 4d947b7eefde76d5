import button from '@cp/ui/button/button.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ui from '../../../components/ui/screen.module.css';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { cashbackAmount } from '../../../lib/referral/cashback-amount';
import { useReferralSummary } from '../../../lib/referral/referral-summary';
import type { UserStatistics } from '../api/profile-query';
import styles from './profile.module.css';
import { PROFILE_PATHS } from './profile-paths';

type ReferralStatistic = 'referralOrders' | 'cashback' | 'discountForReferral' | 'linkJumps';
const REFERRAL_STATISTICS: readonly ReferralStatistic[] = [
  'referralOrders',
  'cashback',
  'discountForReferral',
  'linkJumps',
];

/**
 * spec 01 §3's referral statistics with their units (decision 092): the discount is a percent,
 * the cashback money in the school's currency or points, as `GET /referral` says. Shown where
 * the school runs the programme or the learner earned under it before, with the way to the
 * referral screen; the figures themselves come from `GET /user`'s expands.
 */
export function ReferralStatistics({ statistics }: { statistics: UserStatistics }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const { data: summary } = useReferralSummary();
  const anyAboveZero = REFERRAL_STATISTICS.some((key) => statistics[key] > 0);
  if (!summary?.enabled && !anyAboveZero) return null;

  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  const value = (key: ReferralStatistic): string => {
    if (key === 'discountForReferral') {
      return new Intl.NumberFormat(language, { style: 'percent' }).format(statistics[key] / 100);
    }
    if (key === 'cashback' && summary) {
      const amount = cashbackAmount(statistics[key], summary.rules.cashbackMode, summary.currency, language);
      return amount.mode === 'money' ? amount.text : t('statistics.cashbackPoints', { count: amount.count });
    }
    return number.format(statistics[key]);
  };

  return (
    <section className={`${ui.surface} ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('statistics.referralTitle')}
      </h2>
      <dl className={styles.stats}>
        {REFERRAL_STATISTICS.map((key) => (
          <div key={key} className={styles.stat}>
            <dt>{t(`statistics.${key}`)}</dt>
            <dd>{value(key)}</dd>
          </div>
        ))}
      </dl>
      {summary?.enabled && (
        <div className={styles.actions}>
          <Link to={PROFILE_PATHS.referral} className={button.secondary}>
            {t('statistics.inviteFriends')}
          </Link>
        </div>
      )}
    </section>
  );
}
