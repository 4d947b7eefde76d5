import { MAX_FREEZE_DAYS } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import type { StreamFreeze } from '../../../lib/learning/api/stream';
import { useCreateFreeze } from '../api/create-freeze';
import styles from './freeze.module.css';
import {
  type FreezeFormErrors,
  type FreezeFormValues,
  localToday,
  validateFreeze,
} from './freeze-validation';

interface FreezeFormProps {
  id: string;
  streamId: number;
  onDone: (freeze: StreamFreeze) => void;
  onCancel: () => void;
}

/** Start and end date of a freeze, checked here and by the server (spec 02 §4). */
export function FreezeForm({ id, streamId, onDone, onCancel }: FreezeFormProps) {
  const { t } = useTranslation(['freeze', 'common']);
  const create = useCreateFreeze(streamId);
  const ids = { start: useId(), end: useId(), startError: useId(), endError: useId() };
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const today = localToday();
  const [values, setValues] = useState<FreezeFormValues>({ startDate: today, endDate: '' });
  const [errors, setErrors] = useState<FreezeFormErrors>({});

  const change = (field: keyof FreezeFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const validation = validateFreeze(values, today);
    if (!validation.ok) {
      setErrors(validation.errors);
      (validation.errors.startDate ? startRef : endRef).current?.focus();
      return;
    }
    const created = await create.run(validation.body);
    if (created) onDone(created);
  };

  const startError = errors.startDate ? t(`errors.start.${errors.startDate}`) : null;
  const endError = errors.endDate ? t(`errors.end.${errors.endDate}`, { days: MAX_FREEZE_DAYS }) : null;
  return (
    <form id={id} className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.hint}>{t('hint')}</p>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={ids.start} className={styles.label}>
            {t('form.start')}
          </label>
          <input
            ref={startRef}
            id={ids.start}
            type="date"
            min={today}
            className={styles.input}
            value={values.startDate}
            onChange={(event) => change('startDate', event.target.value)}
            aria-invalid={startError ? true : undefined}
            aria-describedby={startError ? ids.startError : undefined}
          />
          {startError && (
            <p id={ids.startError} className={styles.error}>
              {startError}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.end} className={styles.label}>
            {t('form.end')}
          </label>
          <input
            ref={endRef}
            id={ids.end}
            type="date"
            min={values.startDate || today}
            className={styles.input}
            value={values.endDate}
            onChange={(event) => change('endDate', event.target.value)}
            aria-invalid={endError ? true : undefined}
            aria-describedby={endError ? ids.endError : undefined}
          />
          {endError && (
            <p id={ids.endError} className={styles.error}>
              {endError}
            </p>
          )}
        </div>
      </div>
      {create.error != null && (
        <p role="alert" className={styles.error}>
          {errorText(create.error, t('common:errors.unknown'))}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={button.secondary} onClick={onCancel}>
          {t('common:actions.cancel')}
        </button>
        <button type="submit" className={button.primary} disabled={create.isPending}>
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
