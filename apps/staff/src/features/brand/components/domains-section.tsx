import type { ConsoleDomain, ConsoleDomainClaim } from '@cp/contract';
import { Badge, Button, ConfirmButton, TextField } from '@cp/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { addDomain } from '../api/add-domain';
import { removeDomain } from '../api/domain-claims';
import styles from './brand.module.css';
import { DomainClaimItem } from './domain-claim-item';

export interface DomainsSectionProps {
  domains: ConsoleDomain[];
  currentId: number;
  editingId: number;
  onEdit: (id: number) => void;
  onAdded: (domain: ConsoleDomain) => void;
  /** Hosts added but not proven yet (decision 099). */
  claims: ConsoleDomainClaim[];
  onClaimed: (claim: ConsoleDomainClaim) => void;
  onClaimVerified: (claimId: number, domain: ConsoleDomain) => void;
  onClaimRemoved: (claimId: number) => void;
  /** A domain removed (issue 28): not the console's own host, never the last one. */
  onRemoved: (id: number) => void;
}

/**
 * The school's addresses: which one the form edits, and a new one to add. A new address serves
 * learners once the school proves control of it, so it waits in its own list until then
 * (decision 099); a local-development host serves at once.
 */
export function DomainsSection({
  domains,
  currentId,
  editingId,
  onEdit,
  onAdded,
  claims,
  onClaimed,
  onClaimVerified,
  onClaimRemoved,
  onRemoved,
}: DomainsSectionProps) {
  const { t } = useTranslation('brand');
  const titleId = useId();
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const unknown = t('errors.unknown', { ns: 'common' });

  const remove = async (domain: ConsoleDomain) => {
    setRemoving(domain.id);
    try {
      await removeDomain(domain.id);
      setAdded(t('domains.removed', { host: domain.host }));
      onRemoved(domain.id);
    } finally {
      setRemoving(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    if (!host.trim()) {
      setError(t('domains.hostRequired'));
      return;
    }
    setBusy(true);
    try {
      const result = await addDomain(host.trim());
      setError(null);
      setHost('');
      if (result.status === 'active') {
        setAdded(t('domains.added', { host: result.domain.host }));
        onAdded(result.domain);
      } else {
        setAdded(t('domains.claimed', { host: result.claim.host }));
        onClaimed(result.claim);
      }
    } catch (failure) {
      const byField = failure instanceof ApiError ? fieldErrors(failure.body) : {};
      setError(byField.host ?? errorText(failure, t('errors.unknown', { ns: 'common' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sections.domains')}
      </h2>
      <ul className={styles.domainList}>
        {domains.map((domain) => (
          <li key={domain.id} className={styles.domainRow}>
            <span className={styles.inline}>
              <span className={styles.host}>{domain.host}</span>
              {domain.id === currentId && <Badge>{t('domains.current')}</Badge>}
              {domain.id === editingId && <Badge tone="accent">{t('domains.editing')}</Badge>}
            </span>
            <span className={styles.inline}>
              {domain.id !== editingId && (
                <Button variant="secondary" size="small" onClick={() => onEdit(domain.id)}>
                  {t('domains.edit', { host: domain.host })}
                </Button>
              )}
              {domain.id !== currentId && (
                <ConfirmButton
                  label={t('domains.remove')}
                  hiddenName={domain.host}
                  title={t('domains.removeTitle', { host: domain.host })}
                  cancelLabel={t('common:actions.cancel')}
                  closeLabel={t('common:actions.close')}
                  onConfirm={() => remove(domain)}
                  busy={removing === domain.id}
                  failureText={(error) => errorText(error, unknown)}
                >
                  {t('domains.removeText', { host: domain.host })}
                </ConfirmButton>
              )}
            </span>
          </li>
        ))}
      </ul>
      {claims.length > 0 && (
        <>
          <h3 className={styles.claimsTitle}>{t('claims.title')}</h3>
          <ul className={styles.domainList}>
            {claims.map((claim) => (
              <DomainClaimItem
                key={claim.id}
                claim={claim}
                onVerified={(id, domain) => {
                  setAdded(t('claims.verified', { host: domain.host }));
                  onClaimVerified(id, domain);
                }}
                onRemoved={onClaimRemoved}
              />
            ))}
          </ul>
        </>
      )}
      <form className={styles.addForm} onSubmit={submit} noValidate>
        <TextField
          label={t('domains.addHost')}
          hint={t('domains.addHint')}
          value={host}
          error={error}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setHost(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {t('domains.add')}
        </Button>
      </form>
      {added && (
        <p role="status" className={styles.status}>
          {added}
        </p>
      )}
    </section>
  );
}
