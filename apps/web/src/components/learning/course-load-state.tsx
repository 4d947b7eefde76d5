import button from '@cp/ui/button/button.module.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../lib/api/api-error';
import { learningPaths } from '../../lib/routing/learning-paths';
import ui from '../ui/screen.module.css';
import styles from './learning.module.css';

/** Loading, failure and "no such course" of the course screens. */
export function CourseLoading() {
  const { t } = useTranslation('learning');
  return (
    <p role="status" className={styles.loading}>
      {t('load.loading')}
    </p>
  );
}

export function CourseNotFound() {
  const { t } = useTranslation('learning');
  return (
    <div className={`${ui.surface} ${styles.blocked}`}>
      <h1 className={styles.blockedTitle}>{t('load.notFound')}</h1>
      <Link to={learningPaths.courses} className={button.primary}>
        {t('load.toCourses')}
      </Link>
    </div>
  );
}

export function CourseLoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(['learning', 'common']);
  // Another learner's stream and a mistyped id look the same: nothing to reveal (spec 02 §6).
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return <CourseNotFound />;
  return (
    <div role="alert" className={`${ui.surface} ${styles.blocked}`}>
      <h1 className={styles.blockedTitle}>{t('load.failed')}</h1>
      <p>
        <small>{errorText(error, t('common:errors.unknown'))}</small>
      </p>
      <button type="button" className={button.primary} onClick={retry}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}
