import type { DomainConfig, SocialNetwork } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import { appAddress, socialStartUrl } from '../../../lib/auth/social-start';
import { APP_TYPE, ROUTER_BASENAME } from '../../../lib/env/app-env';
import styles from './login-screen.module.css';

/** Brand names are not translated. */
const PROVIDER_NAMES: Record<SocialNetwork, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
  vkontakte: 'VK',
};

interface SocialSignInProps {
  networks: readonly SocialNetwork[];
  /** `domain.auth.clients`: the login address of each configured network. */
  clients: DomainConfig['auth']['clients'];
}

/**
 * spec 01 §2: social sign-in buttons with an "or" divider, in the brand's order for the
 * platform. `networks` holds only the configured ones (offeredSocialNetworks, issue 8); each
 * opens its login address (spec 01 §7) and comes back to /social-callback.
 */
export function SocialSignIn({ networks, clients }: SocialSignInProps) {
  const { t } = useTranslation('auth');
  if (networks.length === 0) return null;
  const start = (network: SocialNetwork) => {
    const client = clients[network];
    if (!client) return;
    const hash = APP_TYPE === 'mobile';
    window.location.assign(
      socialStartUrl(client.login, {
        successUrl: appAddress('/social-callback', ROUTER_BASENAME, hash),
        cancelUrl: appAddress('/', ROUTER_BASENAME, hash),
        appType: APP_TYPE,
      }),
    );
  };
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('social.or')}</span>
      </p>
      <ul className={`${ui.plainList} ${styles.socialList}`}>
        {networks.map((network) => (
          <li key={network}>
            <button
              type="button"
              className={`${button.secondary} ${styles.socialButton}`}
              // The visible brand name is part of the accessible name (WCAG 2.5.3).
              aria-label={t(`social.${network}`)}
              onClick={() => start(network)}
            >
              {PROVIDER_NAMES[network]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
