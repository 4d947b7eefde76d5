import { ErrorState } from '@cp/ui';
import { useTranslation } from 'react-i18next';

/** A screen that failed to load (a chunk after a release, a render error): reload offers a fresh start. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('errors.screen')}
      onRetry={() => window.location.reload()}
      retryLabel={t('actions.retry')}
    />
  );
}
