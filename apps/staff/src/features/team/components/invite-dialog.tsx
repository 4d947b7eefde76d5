import type { StaffRole } from '@cp/contract';
import { TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { useInviteMember } from '../api/invite-member';
import { useSchoolCourses } from '../api/list-courses';
import type { SentInvite } from '../lib/member';
import { CourseChecklist } from './course-checklist';
import { RoleChoice } from './role-choice';

/** The invitation form: e-mail, role, courses; the server mails the link (decision 053). */
export function InviteDialog({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (invite: SentInvite) => void;
}) {
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
      onSent(await invite.mutateAsync({ email: address, role, courseIds }));
    } catch (error) {
      const byField = error instanceof ApiError ? fieldErrors(error.body) : {};
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setFailure(errorText(error, t('errors.unknown', { ns: 'common' })));
    }
  };

  return (
    <FormDialog
      formId="team-invite-form"
      title={t('invite.title')}
      saveLabel={t('invite.submit')}
      pending={invite.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
