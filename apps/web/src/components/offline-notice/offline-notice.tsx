import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/offline/network-status';
import styles from './offline-notice.module.css';

/**
 * spec 01 §8, spec 02 §8 "No Internet (some features may not work)": shown in the signed-in and
 * guest frames while the device is offline (decision 067). The live region stays in the page so
 * the text is announced when it appears.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {!online && <p className={styles.notice}>{t('offline.noInternet')}</p>}
    </div>
  );
}
