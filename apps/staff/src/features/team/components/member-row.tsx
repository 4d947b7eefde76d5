import { Badge, Button } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useChangeRole } from '../api/change-role';
import type { TeamMember } from '../lib/member';
import { useRefreshMe } from '../lib/use-refresh-me';
import styles from './team.module.css';

export interface MemberRowProps {
  member: TeamMember;
  isMe: boolean;
  /** The school's only administrator: no demotion, no removal (decision 053). */
  isLastAdmin: boolean;
  onEditCourses: () => void;
  onRemove: () => void;
}

/** One member: name, e-mail, role, courses and the administrator's actions. */
export function MemberRow({ member, isMe, isLastAdmin, onEditCourses, onRemove }: MemberRowProps) {
  const { t } = useTranslation('team');
  const changeRole = useChangeRole();
  const refreshMe = useRefreshMe();
  const nextRole = member.role === 'admin' ? 'expert' : 'admin';
  return (
    <li className={styles.row} data-testid="team-member">
      <div className={styles.who}>
        <span className={styles.name}>
          {member.displayName}
          {isMe && <span className={styles.muted}> ({t('members.you')})</span>}
        </span>
        {member.email && <span className={styles.muted}>{member.email}</span>}
        <span>
          <Badge>{t(`roles.${member.role}`)}</Badge>
        </span>
      </div>
      <div className={styles.courses}>
        <span className={styles.visuallyHidden}>{t('members.courses')}: </span>
        {member.courses.length === 0 ? (
          <span className={styles.muted}>{t('members.noCourses')}</span>
        ) : (
          member.courses.map((course) => course.title).join(', ')
        )}
      </div>
      <div className={styles.actions}>
        <Button size="small" variant="secondary" onClick={onEditCourses}>
          {t('actions.courses')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          disabled={isLastAdmin}
          busy={changeRole.isPending}
          onClick={() =>
            changeRole.mutate(
              { memberId: member.id, role: nextRole },
              { onSuccess: () => isMe && void refreshMe() },
            )
          }
        >
          {t(nextRole === 'admin' ? 'actions.makeAdmin' : 'actions.makeExpert')}
        </Button>
        <Button size="small" variant="danger" disabled={isLastAdmin} onClick={onRemove}>
          {t('actions.remove')}
        </Button>
      </div>
      {isLastAdmin && <p className={styles.hint}>{t('members.lastAdmin')}</p>}
      {changeRole.error && (
        <p role="alert" className={styles.error}>
          {errorText(changeRole.error, t('errors.unknown', { ns: 'common' }))}
        </p>
      )}
    </li>
  );
}
