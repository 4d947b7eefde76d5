import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import type { ReferralSummary } from '../../../lib/referral/referral-summary';
import styles from './referral.module.css';

/** What the friend gets and what the learner earns, in the school's own rules. */
export function ReferralRules({ rules }: { rules: ReferralSummary['rules'] }) {
  const { t } = useTranslation('referral');
  const titleId = useId();
  return (
    <section className={`${ui.sheet} ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('rules.title')}
      </h2>
      <ul className={styles.rules}>
        <li>
          {rules.discountPercent > 0
            ? t('rules.friendDiscount', { percent: rules.discountPercent })
            : t('rules.friendNoDiscount')}
        </li>
        {rules.cashbackPercent > 0 ? (
          <>
            <li>
              {rules.cashbackMode === 'points'
                ? t('rules.cashbackPoints', { percent: rules.cashbackPercent })
                : t('rules.cashbackMoney', { percent: rules.cashbackPercent })}
            </li>
            <li>{rules.holdDays > 0 ? t('rules.hold', { count: rules.holdDays }) : t('rules.noHold')}</li>
          </>
        ) : (
          <li>{t('rules.noCashback')}</li>
        )}
      </ul>
    </section>
  );
}
