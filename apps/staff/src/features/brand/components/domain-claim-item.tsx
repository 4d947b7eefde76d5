import type { ConsoleDomain, ConsoleDomainClaim } from '@cp/contract';
import { Badge, Button, ConfirmButton } from '@cp/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { removeDomainClaim, verifyDomainClaim } from '../api/domain-claims';
import styles from './brand.module.css';

export interface DomainClaimItemProps {
  claim: ConsoleDomainClaim;
  onVerified: (claimId: number, domain: ConsoleDomain) => void;
  onRemoved: (claimId: number) => void;
}

/**
 * A host the school added that serves nobody yet (decision 099): the two ways to prove control
 * of it, "Verify" to look now, and removal. A host another school proved first can only go.
 */
export function DomainClaimItem({ claim, onVerified, onRemoved }: DomainClaimItemProps) {
  const { t } = useTranslation('brand');
  const unknown = t('errors.unknown', { ns: 'common' });
  const howId = useId();
  const [verifying, setVerifying] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const taken = claim.status === 'taken';

  const verify = async () => {
    setFailure(null);
    setVerifying(true);
    try {
      onVerified(claim.id, await verifyDomainClaim(claim.id));
    } catch (error) {
      setFailure(errorText(error, unknown));
    } finally {
      setVerifying(false);
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await removeDomainClaim(claim.id);
      onRemoved(claim.id);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <li className={styles.claim}>
      <span className={styles.inline}>
        <span className={styles.host}>{claim.host}</span>
        <Badge tone="warning">{t(taken ? 'claims.taken' : 'claims.pending')}</Badge>
      </span>
      {taken ? (
        <p className={styles.hint}>{t('claims.takenText')}</p>
      ) : (
        <div id={howId} className={styles.claimHow}>
          <p className={styles.hint}>{t('claims.how')}</p>
          <dl className={styles.claimWays}>
            <dt>{t('claims.dnsTitle')}</dt>
            <dd>
              {t('claims.dnsName')} <code className={styles.code}>{claim.dns_name}</code>
              <br />
              {t('claims.dnsValue')} <code className={styles.code}>{claim.token}</code>
            </dd>
            <dt>{t('claims.fileTitle')}</dt>
            <dd>
              {t('claims.fileUrl')} <code className={styles.code}>{claim.file_url}</code>
              <br />
              {t('claims.fileBody')} <code className={styles.code}>{claim.token}</code>
            </dd>
          </dl>
          <p className={styles.hint}>{t('claims.wait')}</p>
        </div>
      )}
      <span className={styles.inline}>
        {!taken && (
          <Button variant="secondary" size="small" busy={verifying} onClick={verify} aria-describedby={howId}>
            {t('claims.verify', { host: claim.host })}
          </Button>
        )}
        <ConfirmButton
          label={t('claims.remove')}
          hiddenName={claim.host}
          title={t('claims.removeTitle', { host: claim.host })}
          cancelLabel={t('common:actions.cancel')}
          closeLabel={t('common:actions.close')}
          onConfirm={remove}
          busy={removing}
          failureText={(error) => errorText(error, unknown)}
        >
          {t('claims.removeText')}
        </ConfirmButton>
      </span>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </li>
  );
}
