import { Badge, Button } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useWithdrawInvite } from '../api/withdraw-invite';
import type { PendingInvite } from '../lib/member';
import styles from './team.module.css';

/** Invitations not accepted yet, with their role, courses and end. */
export function PendingInvites({ invites }: { invites: readonly PendingInvite[] }) {
  const { t, i18n } = useTranslation('team');
  const withdraw = useWithdrawInvite();
  if (invites.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="team-invites-title" className={styles.section}>
      <h2 id="team-invites-title" className={styles.subtitle}>
        {t('invites.title')}
      </h2>
      <ul className={styles.list}>
        {invites.map((invite) => (
          <li key={invite.id} className={styles.row} data-testid="team-invite">
            <div className={styles.who}>
              <span className={styles.name}>{invite.email}</span>
              <span>
                <Badge>{t(`roles.${invite.role}`)}</Badge>
              </span>
            </div>
            <div className={styles.courses}>
              {invite.courses.length === 0 ? (
                <span className={styles.muted}>{t('members.noCourses')}</span>
              ) : (
                invite.courses.map((course) => course.title).join(', ')
              )}
            </div>
            <div className={styles.actions}>
              <span className={styles.muted}>
                {t('invites.validUntil', { date: date.format(invite.expiresAt) })}
              </span>
              <Button
                size="small"
                variant="secondary"
                busy={withdraw.isPending && withdraw.variables === invite.id}
                onClick={() => withdraw.mutate(invite.id)}
                aria-label={t('invites.withdrawLabel', { email: invite.email })}
              >
                {t('invites.withdraw')}
              </Button>
            </div>
            {withdraw.error && withdraw.variables === invite.id && (
              <p role="alert" className={styles.error}>
                {errorText(withdraw.error, t('errors.unknown', { ns: 'common' }))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
