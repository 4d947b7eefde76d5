import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import outcome from '../../../lib/ui/invitation-outcome.module.css';
import type { LearnerInvitation } from '../api/invite-learner';
import { LinkCopy } from './link-copy';
import styles from './people.module.css';

/**
 * What became of an invitation just made (issue 28, decision 115): who was added or found, the
 * course, and the mail's fate: "e-mailed" only when an SMTP server took it. The link is shown
 * either way with a Copy button, for the administrator to pass on by any other channel.
 */
export function InvitationOutcome({ invitation }: { invitation: LearnerInvitation }) {
  const { t } = useTranslation('people');
  const { learner, mail } = invitation;
  const email = learner.email ?? '';
  const sent = mail === 'sent';
  const mailText =
    mail === 'sent'
      ? t('invite.sent', { email })
      : mail === 'not_configured'
        ? t('invite.notConfigured')
        : t('invite.failed', { email });
  return (
    <div className={sent ? outcome.outcome : outcome.warning} data-testid="invitation-outcome">
      <p className={styles.status}>
        {t(invitation.created ? 'invite.created' : 'invite.existing', { email })}
        {invitation.courseTitle && ` ${t('invite.enrolled', { course: invitation.courseTitle })}`}{' '}
        <Link to={`/people/${learner.id}`}>{t('invite.openLearner')}</Link>
      </p>
      <p role={sent ? 'status' : 'alert'} className={sent ? styles.status : outcome.warningText}>
        {mailText}
      </p>
      <LinkCopy link={invitation.link} label={t('invite.link')} />
      <p className={styles.quiet}>{t(invitation.linkSignsIn ? 'invite.linkSignsIn' : 'invite.linkSignIn')}</p>
    </div>
  );
}
