import { Button, ErrorState, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useMailConfigured } from '../../../lib/mail/mail-status';
import { useStaffMe } from '../../../lib/session/session-context';
import { useTeam } from '../api/get-team';
import { CoursesDialog } from '../components/courses-dialog';
import { InviteDialog } from '../components/invite-dialog';
import { InviteOutcome, MailOffNotice } from '../components/invite-outcome';
import { MemberRow } from '../components/member-row';
import { PendingInvites } from '../components/pending-invites';
import { RemoveDialog } from '../components/remove-dialog';
import styles from '../components/team.module.css';
import { adminCount, type SentInvite, type TeamMember } from '../lib/member';

type Open =
  | { kind: 'invite' }
  | { kind: 'courses'; member: TeamMember }
  | { kind: 'remove'; member: TeamMember };

/**
 * The school's team for its administrators (issue 9 "administrators invite experts and
 * assign them to courses"): members with roles and courses, invitations, removal.
 */
export default function TeamScreen() {
  const { t } = useTranslation('team');
  const me = useStaffMe();
  const team = useTeam();
  const [open, setOpen] = useState<Open | null>(null);
  const mailConfigured = useMailConfigured();
  const [sent, setSent] = useState<SentInvite | null>(null);
  const close = () => setOpen(null);

  if (team.isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (team.isError) {
    return (
      <ErrorState
        title={t('loadFailed')}
        text={errorText(team.error, t('errors.unknown', { ns: 'common' }))}
        onRetry={() => void team.refetch()}
        retryLabel={t('actions.retry', { ns: 'common' })}
      />
    );
  }
  const admins = adminCount(team.data.members);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Button onClick={() => setOpen({ kind: 'invite' })}>{t('actions.invite')}</Button>
      </div>
      {mailConfigured === false && !sent && <MailOffNotice />}
      {sent && <InviteOutcome key={sent.id} invite={sent} />}
      <section aria-labelledby="team-members-title" className={styles.section}>
        <h2 id="team-members-title" className={styles.subtitle}>
          {t('members.title')}
        </h2>
        <ul className={styles.list}>
          {team.data.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isMe={member.id === me.id}
              isLastAdmin={member.role === 'admin' && admins <= 1}
              onEditCourses={() => setOpen({ kind: 'courses', member })}
              onRemove={() => setOpen({ kind: 'remove', member })}
            />
          ))}
        </ul>
      </section>
      <PendingInvites invites={team.data.invites} />
      {open?.kind === 'invite' && (
        <InviteDialog
          onClose={close}
          onSent={(invite) => {
            setSent(invite);
            close();
          }}
        />
      )}
      {open?.kind === 'courses' && (
        <CoursesDialog member={open.member} isMe={open.member.id === me.id} onClose={close} />
      )}
      {open?.kind === 'remove' && <RemoveDialog member={open.member} onClose={close} />}
    </div>
  );
}
