import button from '@cp/ui/button/button.module.css';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error';
import styles from './load-failure.module.css';

interface LoadFailureProps {
  /** What could not be loaded, in the screen's words. */
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A list or screen that did not load (spec 01 §8): what failed, the answer's own text, and a
 * retry. Announced as an alert; nothing the learner typed elsewhere on the screen is lost.
 */
export function LoadFailure({ message, error, onRetry, retrying = false }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.message}>{message}</p>
      <p className={styles.detail}>
        <small>{errorText(error, t('errors.unknown'))}</small>
      </p>
      <button type="button" className={button.secondary} onClick={onRetry} disabled={retrying}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
