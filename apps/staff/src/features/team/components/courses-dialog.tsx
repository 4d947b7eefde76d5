import { Button, Dialog } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useAssignCourses } from '../api/assign-courses';
import { useSchoolCourses } from '../api/list-courses';
import type { TeamMember } from '../lib/member';
import { useRefreshMe } from '../lib/use-refresh-me';
import { CourseChecklist } from './course-checklist';
import styles from './team.module.css';

/** The member's courses: the chats of these courses reach their desk (decision 050). */
export function CoursesDialog({
  member,
  isMe,
  onClose,
}: {
  member: TeamMember;
  isMe: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const courses = useSchoolCourses();
  const assign = useAssignCourses();
  const refreshMe = useRefreshMe();
  const [selected, setSelected] = useState<number[]>(member.courses.map((c) => c.id));

  const save = async () => {
    try {
      await assign.mutateAsync({ memberId: member.id, courseIds: selected });
      if (isMe) await refreshMe();
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <Dialog
      title={t('coursesDialog.title', { name: member.displayName })}
      onClose={onClose}
      closeLabel={t('actions.close', { ns: 'common' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button onClick={save} busy={assign.isPending}>
            {t('coursesDialog.save')}
          </Button>
        </>
      }
    >
      <CourseChecklist
        legend={t('invite.courses')}
        courses={courses.data ?? []}
        selected={selected}
        onChange={setSelected}
        emptyText={t('invite.noCourses')}
      />
      {assign.error && (
        <p role="alert" className={styles.error}>
          {errorText(assign.error, t('errors.unknown', { ns: 'common' }))}
        </p>
      )}
    </Dialog>
  );
}
