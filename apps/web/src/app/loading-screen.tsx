import { useTranslation } from 'react-i18next';
import styles from './loading-screen.module.css';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('status.loading')}</span>
    </div>
  );
}
