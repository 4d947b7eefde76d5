import type { SocialNetwork } from '@cp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../../components/ui/button.module.css';
import styles from './login-screen.module.css';

/** Brand names are not translated. */
const PROVIDER_NAMES: Record<SocialNetwork, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
  vkontakte: 'VK',
};

/**
 * spec 01 §2: social sign-in buttons with an "or" divider, in the brand's order
 * for the platform. The provider redirect is not built yet, so a button says so
 * instead of pretending.
 */
export function SocialSignIn({ networks }: { networks: readonly SocialNetwork[] }) {
  const { t } = useTranslation('auth');
  const [noticeShown, setNoticeShown] = useState(false);
  if (networks.length === 0) return null;
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('social.or')}</span>
      </p>
      <ul className={styles.socialList}>
        {networks.map((network) => (
          <li key={network}>
            <button
              type="button"
              className={`${button.secondary} ${styles.socialButton}`}
              // The visible brand name is part of the accessible name (WCAG 2.5.3).
              aria-label={t(`social.${network}`)}
              onClick={() => setNoticeShown(true)}
            >
              {PROVIDER_NAMES[network]}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.notice}>
        {noticeShown ? t('social.notConfigured') : ''}
      </p>
    </div>
  );
}
