import type { StaffRole } from '@cp/contract';
import { Button, Dialog, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useInviteMember } from '../api/invite-member';
import { useSchoolCourses } from '../api/list-courses';
import { CourseChecklist } from './course-checklist';
import { RoleChoice } from './role-choice';
import styles from './team.module.css';

/** The invitation form: e-mail, role, courses; the server mails the link (decision 053). */
export function InviteDialog({ onClose, onSent }: { onClose: () => void; onSent: (email: string) => void }) {
  const { t } = useTranslation('team');
  const courses = useSchoolCourses();
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('expert');
  const [courseIds, setCourseIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const address = email.trim().toLowerCase();
    if (!address) {
      setErrors({ email: t('invite.emailRequired') });
      return;
    }
    setErrors({});
    try {
      await invite.mutateAsync({ email: address, role, courseIds });
      onSent(address);
    } catch (error) {
      const byField = error instanceof ApiError ? fieldErrors(error.body) : {};
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setFailure(errorText(error, t('errors.unknown', { ns: 'common' })));
    }
  };

  return (
    <Dialog
      title={t('invite.title')}
      onClose={onClose}
      closeLabel={t('actions.close', { ns: 'common' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" form="team-invite-form" busy={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </>
      }
    >
      <form id="team-invite-form" className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('invite.email')}
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <RoleChoice legend={t('invite.role')} value={role} onChange={setRole} />
        <CourseChecklist
          legend={t('invite.courses')}
          courses={courses.data ?? []}
          selected={courseIds}
          onChange={setCourseIds}
          emptyText={t('invite.noCourses')}
        />
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
