import { LANGUAGES, type Language } from '@cp/contract';
import { SelectField, TextField } from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { useMailConfigured } from '../../../lib/mail/mail-status';
import { type LearnerInvitation, useInviteLearner } from '../api/invite-learner';
import { useCourses } from '../api/list-courses';
import { DAY_MS, dayEndToSeconds, dayStartToSeconds, toDay } from '../lib/dates';
import { LANGUAGE_NAMES } from '../lib/language-names';
import styles from './people.module.css';

/**
 * Invites one learner by e-mail (issue 28, decision 115): a new account, or the school's learner
 * with that address; optionally enrolled in a course between two days, as the enrol dialog does.
 */
export function InviteDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: (invitation: LearnerInvitation) => void;
}) {
  const { t } = useTranslation('people');
  const courses = useCourses();
  const invite = useInviteLearner();
  const mailConfigured = useMailConfigured();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [lastName, setLastName] = useState('');
  const [language, setLanguage] = useState<Language | ''>('');
  const [courseId, setCourseId] = useState('');
  const [start, setStart] = useState(() => toDay(Date.now()));
  const [end, setEnd] = useState(() => toDay(Date.now() + 30 * DAY_MS));
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = invite.error instanceof ApiError ? fieldErrors(invite.error.body) : {};
  const errors = { ...server, ...local };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const address = email.trim();
    if (!address) found.email = t('invite.emailRequired');
    const startS = dayStartToSeconds(start);
    const endS = dayEndToSeconds(end);
    if (courseId) {
      if (startS === null) found['enrol.start_date'] = t('enrol.dateRequired');
      if (endS === null) found['enrol.end_date'] = t('enrol.dateRequired');
      else if (startS !== null && endS <= startS) found['enrol.end_date'] = t('enrol.endBeforeStart');
    }
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    try {
      onInvited(
        await invite.mutateAsync({
          email: address,
          name: name.trim(),
          lastName: lastName.trim(),
          language: language || undefined,
          enrol:
            courseId && startS !== null && endS !== null
              ? { course_id: Number(courseId), start_date: startS, end_date: endS }
              : undefined,
        }),
      );
    } catch {
      // Shown below from the mutation's error.
    }
  };
  const fieldless = invite.error && Object.keys(server).length === 0;
  const courseOptions = [
    { value: '', label: t('invite.noCourse') },
    ...(courses.data ?? []).map((c) => ({ value: String(c.id), label: c.title })),
  ];
  const languageOptions = [
    { value: '', label: t('invite.languageDefault') },
    ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
  ];
  return (
    <FormDialog
      formId="invite-learner-form"
      title={t('invite.title')}
      saveLabel={t('invite.submit')}
      pending={invite.isPending}
      failure={fieldless ? errorText(invite.error, t('errors.unknown', { ns: 'common' })) : null}
      onSubmit={submit}
      onClose={onClose}
    >
      {mailConfigured === false && <p className={styles.quiet}>{t('invite.mailOff')}</p>}
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
      <div className={styles.pair}>
        <TextField
          label={t('invite.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <TextField
          label={t('invite.lastName')}
          value={lastName}
          maxLength={100}
          onChange={(event) => setLastName(event.target.value)}
          error={errors.last_name}
        />
      </div>
      <SelectField
        label={t('invite.language')}
        hint={t('invite.languageHint')}
        options={languageOptions}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language | '')}
        error={errors.language}
      />
      <SelectField
        label={t('enrol.course')}
        options={courseOptions}
        value={courseId}
        onChange={(event) => setCourseId(event.target.value)}
        error={errors['enrol.course_id'] ?? (courses.isError ? t('enrol.coursesFailed') : null)}
      />
      {courseId && (
        <div className={styles.pair}>
          <TextField
            label={t('enrol.start')}
            type="date"
            value={start}
            onChange={(event) => setStart(event.target.value)}
            error={errors['enrol.start_date']}
          />
          <TextField
            label={t('enrol.end')}
            type="date"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            error={errors['enrol.end_date']}
            hint={t('enrol.endHint')}
          />
        </div>
      )}
    </FormDialog>
  );
}
