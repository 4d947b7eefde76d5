import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useReferralSummary } from '../../../lib/referral/referral-summary';
import styles from '../components/referral.module.css';
import { ReferralLinkCard } from '../components/referral-link-card';
import { pageParam } from '../components/referral-paths';
import { ReferralRules } from '../components/referral-rules';
import { ReferralTotals } from '../components/referral-totals';
import { ReferralUsers } from '../components/referral-users';

/**
 * spec 01 §2 "referral users" (issue 15, decision 092): the learner's link, what the friend
 * gets and what the learner earns, the totals and the learners who signed up by the link.
 * A school without the programme says so plainly; figures earned before it stopped stay.
 */
export function Component() {
  const { t } = useTranslation('referral');
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const { data: summary, error, isPending, refetch, isRefetching } = useReferralSummary();
  const earnedBefore = Boolean(summary && summary.invitedUsers + summary.linkJumps > 0);

  return (
    <section className={`${ui.screen} ${styles.screen}`}>
      <h1 className={ui.title}>{t('title')}</h1>
      {isPending && <p role="status">{t('loading')}</p>}
      {error && (
        <LoadFailure
          message={t('loadFailed')}
          error={error}
          onRetry={() => refetch()}
          retrying={isRefetching}
        />
      )}
      {summary && !summary.enabled && (
        <p className={`${ui.sheet} ${styles.card} ${styles.off}`} data-programme="off">
          {t('off')}
        </p>
      )}
      {summary?.enabled && (
        <>
          <p className={styles.lead}>{t('lead')}</p>
          {summary.link && <ReferralLinkCard link={summary.link} />}
          <ReferralRules rules={summary.rules} />
        </>
      )}
      {summary && (summary.enabled || earnedBefore) && (
        <>
          <ReferralTotals summary={summary} />
          <ReferralUsers page={page} mode={summary.rules.cashbackMode} currency={summary.currency} />
        </>
      )}
    </section>
  );
}
