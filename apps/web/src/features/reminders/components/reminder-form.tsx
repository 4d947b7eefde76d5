import { MAX_REMINDERS_PER_DAY, WEEKDAYS, type Weekday } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import form from '../../../components/form/form.module.css';
import { FormField } from '../../../components/form/form-field';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import type { ReminderEntry } from '../api/schedule-entries';
import { withEntry, withoutEntry } from '../api/schedule-entries';
import { saveSchedule } from '../api/update-schedule';
import { REMINDER_PATHS, type ReminderOutcome } from './reminder-paths';
import { type ReminderFormErrors, type ReminderFormValues, validateReminder } from './reminder-validation';
import styles from './reminders.module.css';
import { useDaysText } from './use-days-text';

interface ReminderFormProps {
  /** Every reminder of the learner: a save sends the whole schedule (spec 01 §7). */
  entries: readonly ReminderEntry[];
  /** The reminder being edited; null for a new one. */
  editing: ReminderEntry | null;
  onDone: (outcome: ReminderOutcome) => void;
}

type ServerDaysError = { days: Weekday[] };

/**
 * spec 01 §2 settingsReminderNew / settingsReminderUpdate: a time and the days it repeats
 * on. Checked here with the server's rules; what the server still refuses shows under the
 * field it concerns, in the learner's language, and the form keeps what was typed.
 */
export function ReminderForm({ entries, editing, onDone }: ReminderFormProps) {
  const { t } = useTranslation(['reminders', 'common']);
  const daysText = useDaysText();
  const daysErrorId = useId();
  const timeRef = useRef<HTMLInputElement>(null);
  const firstDayRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [values, setValues] = useState<ReminderFormValues>({
    time: editing?.time ?? '',
    repeatDays: editing?.repeatDays ?? [],
  });
  const [errors, setErrors] = useState<ReminderFormErrors>({});
  const [serverDays, setServerDays] = useState<ServerDaysError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const others = editing ? entries.filter((entry) => entry.id !== editing.id) : entries;

  const toggleDay = (day: Weekday, checked: boolean) => {
    setValues((current) => ({
      ...current,
      repeatDays: checked
        ? WEEKDAYS.filter((d) => d === day || current.repeatDays.includes(d))
        : current.repeatDays.filter((d) => d !== day),
    }));
    setErrors(({ repeatDays: _dropped, ...rest }) => rest);
    setServerDays(null);
  };

  const save = async (next: ReminderEntry[]) => {
    inFlight.current = true;
    setPending(true);
    try {
      return await saveSchedule(next);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFormError(null);
    setServerDays(null);
    const validation = validateReminder(values, others, timeRef.current?.validity.badInput ?? false);
    if (!validation.ok) {
      setErrors(validation.errors);
      (validation.errors.time ? timeRef : firstDayRef).current?.focus();
      return;
    }
    setErrors({});
    const result = await save(withEntry(entries, editing?.id ?? null, validation.entry));
    if (result.kind === 'success') {
      onDone(editing ? 'updated' : 'created');
      return;
    }
    if (result.kind === 'invalid') {
      if (result.time) setErrors({ time: 'invalid' });
      if (result.days.length > 0) setServerDays({ days: result.days });
      (result.time ? timeRef : firstDayRef).current?.focus();
      return;
    }
    setFormError(t('errors.saveFailed'));
  };

  const onDelete = async () => {
    if (!editing || inFlight.current) return;
    setDeleteError(null);
    const result = await save(withoutEntry(entries, editing.id));
    if (result.kind === 'success') onDone('deleted');
    else setDeleteError(t('errors.deleteFailed'));
  };

  const dayNames = (days: readonly Weekday[]) =>
    days.map((day) => t(`weekdays.long.${day}`)).join(t('days.separator'));
  const timeError = errors.time ? t(`errors.time.${errors.time}`) : null;
  const daysError = errors.repeatDays
    ? errors.repeatDays.rule === 'required'
      ? t('errors.days.required')
      : t('errors.days.tooMany', { max: MAX_REMINDERS_PER_DAY, days: dayNames(errors.repeatDays.days) })
    : serverDays
      ? t('errors.days.server', { max: MAX_REMINDERS_PER_DAY, days: dayNames(serverDays.days) })
      : null;

  return (
    <form className={form.form} noValidate onSubmit={onSubmit}>
      <div className={styles.timeField}>
        <FormField
          inputRef={timeRef}
          label={t('form.time')}
          hint={t('form.timeHint')}
          error={timeError}
          name="time"
          type="time"
          step={60}
          required
          value={values.time}
          onChange={(event) => {
            const time = event.target.value;
            setValues((current) => ({ ...current, time }));
            setErrors(({ time: _dropped, ...rest }) => rest);
          }}
        />
      </div>
      <fieldset className={styles.days} aria-describedby={daysError ? daysErrorId : undefined}>
        <legend className={form.label}>{t('form.days')}</legend>
        <div className={styles.dayList}>
          {WEEKDAYS.map((day, index) => (
            <label key={day} className={styles.day}>
              <input
                ref={index === 0 ? firstDayRef : undefined}
                type="checkbox"
                name="repeatDays"
                value={day}
                checked={values.repeatDays.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
              <span>{t(`weekdays.long.${day}`)}</span>
            </label>
          ))}
        </div>
        {daysError && (
          <p id={daysErrorId} className={form.error}>
            {daysError}
          </p>
        )}
      </fieldset>
      {formError && (
        <p role="alert" className={form.formError}>
          {formError}
        </p>
      )}
      <div className={styles.formActions}>
        <div className={styles.actions}>
          <button type="submit" className={button.primary} disabled={pending} aria-busy={pending}>
            {t('form.save')}
          </button>
          <Link to={REMINDER_PATHS.list} className={button.secondary}>
            {t('common:actions.cancel')}
          </Link>
        </div>
        {editing && (
          <button
            type="button"
            className={`${button.secondary} ${styles.danger}`}
            onClick={() => {
              setDeleteError(null);
              setConfirmDelete(true);
            }}
          >
            {t('form.delete')}
          </button>
        )}
      </div>
      {editing && confirmDelete && (
        <ConfirmDialog
          title={t('delete.title')}
          text={t('delete.text', { time: editing.time, days: daysText(editing.repeatDays) })}
          error={deleteError}
          cancelLabel={t('common:actions.cancel')}
          confirmLabel={t('delete.confirm')}
          pending={pending}
          onConfirm={onDelete}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </form>
  );
}
