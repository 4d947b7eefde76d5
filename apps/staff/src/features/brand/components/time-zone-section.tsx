import { canonicalTimeZone } from '@cp/contract';
import { Button, SelectField, Spinner } from '@cp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { saveSchool, schoolKeys, timeZoneChoices, useSchool } from '../../../lib/school/school';
import styles from './brand.module.css';

/**
 * The school's time zone (issue 28, decision 114): the clock of the video consultation schedules
 * every course sets. A form of its own: it is the school's, not the brand's or a domain's.
 */
export function TimeZoneSection() {
  const { t } = useTranslation('brand');
  const titleId = useId();
  const school = useSchool();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const stored = school.data?.time_zone ?? null;
  const value = chosen ?? stored ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (!canonicalTimeZone(value)) {
      setError(t('school.unknownZone'));
      return;
    }
    setBusy(true);
    try {
      const next = await saveSchool({ time_zone: value });
      queryClient.setQueryData(schoolKeys.school(), next);
      setChosen(null);
      setError(null);
      setSaved(t('school.saved', { zone: next.time_zone }));
    } catch (failure) {
      const byField = failure instanceof ApiError ? fieldErrors(failure.body) : {};
      setError(byField.time_zone ?? errorText(failure, t('errors.unknown', { ns: 'common' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('school.title')}
      </h2>
      {school.isPending ? (
        <Spinner label={t('loading', { ns: 'common' })} />
      ) : school.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(school.error, t('school.loadFailed'))}
        </p>
      ) : (
        <form className={styles.addForm} onSubmit={submit} noValidate>
          <SelectField
            label={t('school.zone')}
            hint={t('school.hint')}
            name="time_zone"
            value={value}
            error={error}
            options={timeZoneChoices(stored ?? 'UTC').map((zone) => ({ value: zone, label: zone }))}
            onChange={(event) => {
              setChosen(event.target.value);
              setSaved(null);
            }}
          />
          <Button type="submit" variant="secondary" busy={busy} disabled={value === stored}>
            {t('school.save')}
          </Button>
        </form>
      )}
      {saved && (
        <p role="status" className={styles.status}>
          {saved}
        </p>
      )}
    </section>
  );
}
