import button from '@cp/ui/button/button.module.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ui from '../../components/ui/screen.module.css';
import { errorText } from '../../lib/api/api-error';
import { MissingIdError } from '../../lib/api/missing-id';
import { PATHS } from '../../lib/routing/paths';
import { isChunkLoadError } from '../../lib/telemetry/chunk-error';
import { reportError } from '../../lib/telemetry/report-error';
import styles from './route-error-screen.module.css';

/**
 * Never a blank page: a screen chunk that failed to load (spec 01 §8 "Loading
 * chunk failed") or any other route failure offers a retry. Retry reloads the
 * page, because browsers remember a failed module import. An address missing an id
 * (spec 02 §5 "… must be set") would fail again: it leads to the courses instead.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  // A screen that failed to render never reaches window.onerror: report it here. An address
  // missing an id is the address's fault, like a 404, not the app's: nothing to report.
  useEffect(() => {
    if (!(error instanceof MissingIdError)) reportError(error);
  }, [error]);
  return (
    <main className={styles.screen}>
      <div role="alert" className={`${ui.surface} ${styles.box}`}>
        <h1 className={styles.title}>{chunk ? t('routeError.chunkTitle') : t('routeError.title')}</h1>
        <p>{chunk ? t('routeError.chunkText') : errorText(error, t('errors.unknown'))}</p>
        {error instanceof MissingIdError ? (
          <Link to={PATHS.courses} className={button.primary}>
            {t('routeError.toCourses')}
          </Link>
        ) : (
          <button type="button" className={button.primary} onClick={() => window.location.reload()}>
            {t('actions.retry')}
          </button>
        )}
      </div>
    </main>
  );
}
