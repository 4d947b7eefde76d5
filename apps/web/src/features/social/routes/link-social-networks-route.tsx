import type { SocialNetwork } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { socialAuthOrder } from '../../../config/feature-flags';
import { appAddress, socialStartUrl } from '../../../lib/auth/social-start';
import { getToken } from '../../../lib/auth/token-storage';
import { APP_TYPE, ROUTER_BASENAME, socialPlatform } from '../../../lib/env/app-env';
import { useExternalAuths } from '../api/external-auths';
import { PROVIDER_NAMES } from '../components/provider-names';
import styles from '../components/social.module.css';
import { SocialErrorDialog } from '../components/social-error-dialog';
import { clearLinkOutcome, type LinkOutcome, peekLinkOutcome } from '../components/social-flash';
import { SOCIAL_PATHS } from '../components/social-paths';

/**
 * spec 01 §2 linkSocialNetworks: a link button for each network the school configured
 * (spec 01 §6 "social linking depends on the auth-collection config"), in the brand's
 * order. A failed link comes back here with an error dialog (spec 01 §4).
 */
export function Component() {
  const { t } = useTranslation('social');
  const titleId = useId();
  const { domain, components } = useAppConfig();
  const { data: links } = useExternalAuths();
  const [failure, setFailure] = useState<LinkOutcome | null>(() => {
    const outcome = peekLinkOutcome();
    return outcome?.kind === 'link-failed' ? outcome : null;
  });
  useEffect(() => clearLinkOutcome(), []);

  const clients = domain.auth.enabled ? domain.auth.clients : {};
  const ordered = socialAuthOrder(components.brand, socialPlatform(APP_TYPE, navigator.userAgent));
  const configured = Object.keys(clients) as SocialNetwork[];
  const networks = [...ordered, ...configured].filter(
    (network, index, all) => clients[network] && all.indexOf(network) === index,
  );

  const start = (network: SocialNetwork) => {
    const client = clients[network];
    const token = getToken();
    if (!client || !token) return;
    const hash = APP_TYPE === 'mobile';
    window.location.assign(
      socialStartUrl(client.link, {
        token,
        successUrl: appAddress(SOCIAL_PATHS.callback, ROUTER_BASENAME, hash),
        cancelUrl: appAddress(SOCIAL_PATHS.link, ROUTER_BASENAME, hash),
        appType: APP_TYPE,
      }),
    );
  };

  return (
    <section className={`${ui.surface} ${styles.card}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('link.title')}
      </h1>
      {networks.length === 0 ? (
        <p>{t('link.notConfigured')}</p>
      ) : (
        <>
          <p>{t('link.text')}</p>
          <ul className={styles.list}>
            {networks.map((network) => {
              const isLinked = links?.some((link) => link.source === network) ?? false;
              return (
                <li key={network} className={`${ui.spreadRow} ${styles.item}`}>
                  <span className={styles.network}>{PROVIDER_NAMES[network]}</span>
                  {isLinked && <span className={styles.muted}>{t('link.linked')}</span>}
                  <button type="button" className={button.secondary} onClick={() => start(network)}>
                    {t('link.buttonNamed', { network: PROVIDER_NAMES[network] })}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Link to={SOCIAL_PATHS.networks}>{t('link.toNetworks')}</Link>
      {failure?.kind === 'link-failed' && (
        <SocialErrorDialog code={failure.code} message={failure.message} onClose={() => setFailure(null)} />
      )}
    </section>
  );
}
