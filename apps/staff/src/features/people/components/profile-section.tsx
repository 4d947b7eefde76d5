import { Button, CheckboxField, Dialog } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { setBlocked, setFlags, useLearnerChange } from '../api/learner-changes';
import { languageName } from '../lib/language-names';
import type { Learner } from '../lib/learner';
import styles from './people.module.css';

/** The learner's profile, the two forced steps of their app (spec 01 guards) and the block. */
export function ProfileSection({ learner }: { learner: Learner }) {
  const { t } = useTranslation('people');
  const flags = useLearnerChange(learner.id, (body: Parameters<typeof setFlags>[1]) =>
    setFlags(learner.id, body),
  );
  const [confirming, setConfirming] = useState(false);
  const language = currentLanguage();
  const dash = (value: string | null) => value || '—';
  const facts: [string, string][] = [
    [t('profile.email'), dash(learner.email)],
    [t('profile.phone'), dash(learner.phone)],
    [t('profile.city'), dash(learner.city)],
    [t('profile.birthday'), dash(learner.birthday)],
    [t('profile.language'), learner.languageCode ? languageName(learner.languageCode) : '—'],
    [t('profile.created'), formatDateTime(learner.createdAt, language)],
  ];
  return (
    <section className={styles.section} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.subtitle}>
        {t('profile.title')}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <fieldset className={styles.form} disabled={flags.isPending}>
        <legend className={styles.quiet}>{t('flags.legend')}</legend>
        <CheckboxField
          label={t('flags.password')}
          checked={learner.requirePassword}
          onChange={(event) => flags.mutate({ is_require_update_password: event.target.checked })}
        />
        <CheckboxField
          label={t('flags.profile')}
          checked={learner.requireProfile}
          onChange={(event) => flags.mutate({ is_require_update_profile: event.target.checked })}
        />
      </fieldset>
      {flags.error && (
        <p role="alert" className={styles.error}>
          {errorText(flags.error, t('errors.unknown', { ns: 'common' }))}
        </p>
      )}
      <div className={styles.sectionTop}>
        <p className={styles.status}>
          {learner.blockedAt === null
            ? t('blocked.no')
            : t('blocked.since', { date: formatDateTime(learner.blockedAt, language) })}
        </p>
        <Button
          variant={learner.blockedAt === null ? 'danger' : 'secondary'}
          onClick={() => setConfirming(true)}
        >
          {learner.blockedAt === null ? t('blocked.block') : t('blocked.unblock')}
        </Button>
      </div>
      {confirming && <BlockDialog learner={learner} onClose={() => setConfirming(false)} />}
    </section>
  );
}

function BlockDialog({ learner, onClose }: { learner: Learner; onClose: () => void }) {
  const { t } = useTranslation('people');
  const blocking = learner.blockedAt === null;
  const change = useLearnerChange(learner.id, () => setBlocked(learner.id, blocking));
  const confirm = async () => {
    try {
      await change.mutateAsync(undefined);
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <Dialog
      title={t(blocking ? 'blocked.confirmBlockTitle' : 'blocked.confirmUnblockTitle', {
        name: learner.displayName,
      })}
      onClose={onClose}
      closeLabel={t('actions.close', { ns: 'common' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button variant={blocking ? 'danger' : 'primary'} onClick={confirm} busy={change.isPending}>
            {blocking ? t('blocked.block') : t('blocked.unblock')}
          </Button>
        </>
      }
    >
      <p>{t(blocking ? 'blocked.confirmBlockText' : 'blocked.confirmUnblockText')}</p>
      {change.error && (
        <p role="alert" className={styles.error}>
          {errorText(change.error, t('errors.unknown', { ns: 'common' }))}
        </p>
      )}
    </Dialog>
  );
}
