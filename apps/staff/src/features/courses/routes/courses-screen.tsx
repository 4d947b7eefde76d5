import { Badge, Button, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/api/api-error';
import { useOpenDraft } from '../api/draft-mutations';
import { type ConsoleCourseItem, useConsoleCourses } from '../api/list-courses';
import styles from '../components/courses.module.css';
import { NewCourseDialog } from '../components/new-course-dialog';

/** `courses`: the school's courses with their published version and draft (issue 13, decision 074). */
export default function CoursesScreen() {
  const { t, i18n } = useTranslation('courses');
  const navigate = useNavigate();
  const courses = useConsoleCourses();
  const open = useOpenDraft();
  const [creating, setCreating] = useState(false);
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  if (courses.isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (courses.isError) {
    return (
      <ErrorState
        title={t('loadFailed')}
        text={errorText(courses.error, t('errors.unknown', { ns: 'common' }))}
        onRetry={() => void courses.refetch()}
        retryLabel={t('actions.retry', { ns: 'common' })}
      />
    );
  }
  const edit = (course: ConsoleCourseItem) => {
    if (course.draft) return void navigate(`/courses/${course.draft.id}`);
    open.mutate(
      { course_id: course.courseId! },
      { onSuccess: (draft) => void navigate(`/courses/${draft.id}`) },
    );
  };
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Button onClick={() => setCreating(true)}>{t('list.new')}</Button>
      </div>
      {open.isError && (
        <p role="alert" className={styles.error}>
          {t('list.openFailed')}: {errorText(open.error, t('errors.unknown', { ns: 'common' }))}
        </p>
      )}
      {courses.data.length === 0 ? (
        <EmptyState title={t('list.empty')} text={t('list.emptyText')} />
      ) : (
        <ul className={styles.rows}>
          {courses.data.map((c) => (
            <li key={c.courseId ?? `draft-${c.draft!.id}`} className={styles.courseRow}>
              <div>
                <h2 className={styles.courseTitle}>{c.title}</h2>
                <p className={styles.muted}>
                  {c.version === null ? t('list.notPublished') : t('list.version', { version: c.version })}
                  {c.updatedAt !== null && <> · {t('list.updated', { date: date(c.updatedAt) })}</>}
                </p>
                {c.draft && (
                  <p className={styles.muted}>
                    {c.draft.unpublishedChanges && <Badge tone="warning">{t('list.draftChanges')}</Badge>}{' '}
                    {t('list.draftSaved', {
                      revision: c.draft.revision,
                      name: c.draft.updatedBy ?? '—',
                      date: date(c.draft.updatedAt),
                    })}
                  </p>
                )}
              </div>
              <Button
                variant="secondary"
                aria-label={t('list.editCourse', { title: c.title })}
                busy={
                  open.isPending &&
                  open.variables &&
                  'course_id' in open.variables &&
                  open.variables.course_id === c.courseId
                }
                onClick={() => edit(c)}
              >
                {t('list.edit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {creating && <NewCourseDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
