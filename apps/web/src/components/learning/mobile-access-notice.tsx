import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../config/config-context';
import { salesEmail } from '../../lib/learning/mobile-access';
import ui from '../ui/screen.module.css';
import styles from './learning.module.css';

/** spec 02 §6, §8: a plan without mobile access is refused in the app, with the sales contact. */
export function MobileAccessNotice() {
  const { t } = useTranslation('learning');
  const { components, domain } = useAppConfig();
  const email = salesEmail(components.brand.salesEmail, domain.name);
  return (
    <div role="alert" className={`${ui.surface} ${styles.blocked}`}>
      <h2 className={styles.blockedTitle}>{t('mobile.title')}</h2>
      <p>
        {t('mobile.text')} <a href={`mailto:${email}`}>{email}</a>
      </p>
    </div>
  );
}
