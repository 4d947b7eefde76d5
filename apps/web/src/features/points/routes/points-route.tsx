import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { usePointsAmount } from '../api/get-points-amount';
import styles from '../components/points.module.css';
import { PointsFaq } from '../components/points-faq';
import { POINTS_PATHS } from '../components/points-paths';
import { SpendPanel } from '../components/spend-panel';

/** spec 01 §2 points: the balance, the spend, the way to the history, and the FAQ. */
export function Component() {
  const { t } = useTranslation(['points', 'common']);
  const { data: balance, error, isPending, refetch, isRefetching } = usePointsAmount();
  return (
    <section className={`${ui.screen} ${styles.screen}`}>
      <h1 className={ui.title}>{t('title')}</h1>
      <div className={ui.sheet}>
        {isPending && <p role="status">{t('loading')}</p>}
        {error && (
          <LoadFailure
            message={t('loadFailed')}
            error={error}
            onRetry={() => refetch()}
            retrying={isRefetching}
          />
        )}
        {balance !== undefined && (
          <p className={styles.balance} data-balance={balance}>
            <span className={styles.balanceLabel}>{t('balance.label')}</span>
            <span className={styles.balanceValue}>{t('balance.points', { count: balance })}</span>
          </p>
        )}
        <p className={styles.hint}>
          <Link to={POINTS_PATHS.history}>{t('historyLink')}</Link>
        </p>
      </div>
      {balance !== undefined && <SpendPanel balance={balance} />}
      <PointsFaq />
    </section>
  );
}
