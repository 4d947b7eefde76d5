import { useTranslation } from 'react-i18next';
import styles from './learning.module.css';

/** spec 02 §4, §6: why a demo learner sees locked days, homework and materials. */
export function DemoNotice() {
  const { t } = useTranslation('learning');
  return (
    <p className={styles.notice} data-notice="demo">
      <strong>{t('demo.title')}</strong> {t('demo.text')}
    </p>
  );
}
