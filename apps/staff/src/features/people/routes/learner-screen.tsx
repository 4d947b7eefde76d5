import { routeId } from '@cp/contract';
import { Badge, ErrorState, Spinner } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../lib/api/api-error';
import { useLearner } from '../api/get-learner';
import styles from '../components/people.module.css';
import { PointsSection } from '../components/points-section';
import { ProfileSection } from '../components/profile-section';
import { StreamsSection } from '../components/streams-section';

/** One learner for the school's administrators: profile, forced steps, block, streams and points. */
export default function LearnerScreen() {
  const { t } = useTranslation('people');
  const id = routeId(useParams().id) ?? 0;
  const learner = useLearner(id);
  const back = (
    <Link to="/people" className={styles.quiet}>
      {t('back')}
    </Link>
  );
  // A path that names no learner (`/people/0x1`) asks nothing.
  if (id === 0) {
    return (
      <div className={styles.page}>
        {back}
        <ErrorState title={t('notFound.title', { ns: 'common' })} />
      </div>
    );
  }
  if (learner.isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (learner.isError) {
    return (
      <div className={styles.page}>
        {back}
        <ErrorState
          title={t('learner.loadFailed')}
          text={errorText(learner.error, t('errors.unknown', { ns: 'common' }))}
          onRetry={() => void learner.refetch()}
          retryLabel={t('actions.retry', { ns: 'common' })}
        />
      </div>
    );
  }
  const l = learner.data;
  return (
    <div className={styles.page}>
      {back}
      <div className={styles.top}>
        <h1 className={styles.title}>{l.displayName}</h1>
        {l.blockedAt !== null && <Badge tone="warning">{t('blocked.badge')}</Badge>}
      </div>
      <ProfileSection learner={l} />
      <StreamsSection learner={l} />
      <PointsSection learner={l} />
    </div>
  );
}
