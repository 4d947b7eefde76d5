import button from '@cp/ui/button/button.module.css';
import { useTranslation } from 'react-i18next';
import styles from './update-notice.module.css';

/**
 * "A new version is available" (decision 066): a band at the top, not a dialog, so the learner
 * finishes what they were doing. "Update" reloads onto the new release; "Later" hides it.
 */
export function UpdateNotice({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  const { t } = useTranslation('pwa');
  return (
    <section className={styles.notice} role="status" aria-label={t('update.label')}>
      <p className={styles.text}>{t('update.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={button.secondary} onClick={onLater}>
          {t('update.later')}
        </button>
        <button type="button" className={button.primary} onClick={onUpdate}>
          {t('update.update')}
        </button>
      </div>
    </section>
  );
}
