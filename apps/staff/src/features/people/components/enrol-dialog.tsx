import { SelectField, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { enrol, useLearnerChange } from '../api/learner-changes';
import { useCourses } from '../api/list-courses';
import { DAY_MS, dayEndToSeconds, dayStartToSeconds, toDay } from '../lib/dates';
import type { Learner } from '../lib/learner';

/** Enrols the learner in a course of the school: a stream from the start of one day to the end of another. */
export function EnrolDialog({ learner, onClose }: { learner: Learner; onClose: () => void }) {
  const { t } = useTranslation('people');
  const courses = useCourses();
  const [courseId, setCourseId] = useState('');
  const [start, setStart] = useState(() => toDay(Date.now()));
  const [end, setEnd] = useState(() => toDay(Date.now() + 30 * DAY_MS));
  const [local, setLocal] = useState<Record<string, string>>({});
  const change = useLearnerChange(learner.id, (body: Parameters<typeof enrol>[1]) => enrol(learner.id, body));
  const server = change.error instanceof ApiError ? fieldErrors(change.error.body) : {};
  const errors = { ...server, ...local };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startS = dayStartToSeconds(start);
    const endS = dayEndToSeconds(end);
    const found: Record<string, string> = {};
    if (!courseId) found.course_id = t('enrol.courseRequired');
    if (startS === null) found.start_date = t('enrol.dateRequired');
    if (endS === null) found.end_date = t('enrol.dateRequired');
    else if (startS !== null && endS <= startS) found.end_date = t('enrol.endBeforeStart');
    setLocal(found);
    if (Object.keys(found).length > 0 || startS === null || endS === null) return;
    try {
      await change.mutateAsync({ course_id: Number(courseId), start_date: startS, end_date: endS });
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  };
  const options = [
    { value: '', label: t('enrol.choose'), disabled: true },
    ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: c.title })),
  ];
  const fieldless = change.error && Object.keys(server).length === 0;
  return (
    <FormDialog
      formId="enrol-form"
      title={t('enrol.title', { name: learner.displayName })}
      saveLabel={t('enrol.submit')}
      pending={change.isPending}
      failure={fieldless ? errorText(change.error, t('errors.unknown', { ns: 'common' })) : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        label={t('enrol.course')}
        options={options}
        value={courseId}
        onChange={(event) => setCourseId(event.target.value)}
        error={errors.course_id ?? (courses.isError ? t('enrol.coursesFailed') : null)}
      />
      <TextField
        label={t('enrol.start')}
        type="date"
        value={start}
        onChange={(event) => setStart(event.target.value)}
        error={errors.start_date}
      />
      <TextField
        label={t('enrol.end')}
        type="date"
        value={end}
        onChange={(event) => setEnd(event.target.value)}
        error={errors.end_date}
        hint={t('enrol.endHint')}
      />
    </FormDialog>
  );
}
