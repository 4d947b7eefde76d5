import button from '@cp/ui/button/button.module.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { errorText } from '../../../lib/api/api-error';
import {
  type ExternalAuth,
  externalAuthsQueryKey,
  unlinkExternalAuth,
  useExternalAuths,
} from '../api/external-auths';
import { PROVIDER_NAMES } from '../components/provider-names';
import styles from '../components/social.module.css';
import { clearLinkOutcome, peekLinkOutcome } from '../components/social-flash';
import { SOCIAL_PATHS } from '../components/social-paths';

/** spec 01 §2 socialNetworks: the linked networks, each with a way to unlink it. */
export function Component() {
  const { t } = useTranslation('social');
  const titleId = useId();
  const { domain } = useAppConfig();
  const queryClient = useQueryClient();
  const { data: links, isPending, isError, error, refetch } = useExternalAuths();
  const [linked] = useState(() => {
    const outcome = peekLinkOutcome();
    return outcome?.kind === 'linked' ? outcome.method : null;
  });
  useEffect(() => clearLinkOutcome(), []);
  const [unlinking, setUnlinking] = useState<ExternalAuth | null>(null);
  const [pending, setPending] = useState(false);
  const [unlinkError, setUnlinkError] = useState<string | null>(null);
  const canLink = domain.auth.enabled && Object.keys(domain.auth.clients).length > 0;

  const unlink = async () => {
    if (!unlinking) return;
    setPending(true);
    setUnlinkError(null);
    try {
      await unlinkExternalAuth(unlinking.id);
      setUnlinking(null);
    } catch (failure) {
      setUnlinkError(errorText(failure, t('unlinkFailed')));
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: externalAuthsQueryKey });
    }
  };

  return (
    <section className={`${ui.surface} ${styles.card}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('networks.title')}
      </h1>
      {linked && (
        <p role="status" className={styles.success}>
          {t('networks.linked', { network: PROVIDER_NAMES[linked] })}
        </p>
      )}
      {isPending && <p role="status">{t('loading')}</p>}
      {isError && (
        <div role="alert">
          <p className={styles.error}>{errorText(error, t('loadFailed'))}</p>
          <button type="button" className={button.secondary} onClick={() => refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {links && links.length === 0 && <p className={styles.muted}>{t('networks.empty')}</p>}
      {links && links.length > 0 && (
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.id} className={`${ui.spreadRow} ${styles.item}`}>
              <span className={styles.network}>{PROVIDER_NAMES[link.source] ?? link.source}</span>
              <button
                type="button"
                className={button.secondary}
                aria-label={t('networks.unlinkNamed', { network: PROVIDER_NAMES[link.source] })}
                onClick={() => {
                  setUnlinkError(null);
                  setUnlinking(link);
                }}
              >
                {t('networks.unlink')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {canLink && (
        <Link to={SOCIAL_PATHS.link} className={button.primary}>
          {t('networks.linkMore')}
        </Link>
      )}
      {unlinking && (
        <ConfirmDialog
          title={t('networks.confirmTitle')}
          text={t('networks.confirmText', { network: PROVIDER_NAMES[unlinking.source] })}
          error={unlinkError}
          cancelLabel={t('cancel')}
          confirmLabel={t('networks.unlinkConfirm')}
          pending={pending}
          onConfirm={unlink}
          onCancel={() => setUnlinking(null)}
        />
      )}
    </section>
  );
}
