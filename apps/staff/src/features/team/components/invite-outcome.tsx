import { Button, type CopyOutcome, copyText, TextField } from '@cp/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import outcome from '../../../lib/ui/invitation-outcome.module.css';
import type { SentInvite } from '../lib/member';
import styles from './team.module.css';

/**
 * What became of an invitation just made (issue 28): "sent" only when an SMTP server took the
 * mail; otherwise it says plainly that nobody was e-mailed. The link is shown either way, with a
 * Copy button, for the administrator to pass on by any other channel.
 */
export function InviteOutcome({ invite }: { invite: SentInvite }) {
  const { t } = useTranslation('team');
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<CopyOutcome | null>(null);
  const sent = invite.mail === 'sent';
  const text =
    invite.mail === 'sent'
      ? t('invite.sent', { email: invite.email })
      : invite.mail === 'not_configured'
        ? t('invite.notConfigured')
        : t('invite.failed', { email: invite.email });

  const copy = async () => {
    setCopied(await copyText(invite.link, box.current?.querySelector('input') ?? null));
  };

  return (
    <div className={sent ? outcome.outcome : outcome.warning} data-testid="invite-outcome">
      <p role={sent ? 'status' : 'alert'} className={sent ? styles.status : outcome.warningText}>
        {text}
      </p>
      <div ref={box} className={outcome.linkRow}>
        <TextField
          className={outcome.linkField}
          label={t('invite.link')}
          value={invite.link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('invite.copy')}
        </Button>
      </div>
      {copied && (
        <p role="status" className={styles.hint}>
          {copied === 'copied' ? t('invite.copied') : t('invite.selected')}
        </p>
      )}
    </div>
  );
}

/** Before anyone is invited: this server sends no mail, and what to set so it does. */
export function MailOffNotice() {
  const { t } = useTranslation('team');
  return (
    <div className={outcome.warning} role="note" aria-labelledby="team-mail-off-title">
      <strong id="team-mail-off-title">{t('mailOff.title')}</strong>
      <p className={styles.hint}>{t('mailOff.text')}</p>
    </div>
  );
}
