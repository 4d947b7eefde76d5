import { LEARNER_IMPORT_COLUMNS, LEARNER_IMPORT_MAX_BYTES, LEARNER_IMPORT_MAX_ROWS } from '@cp/contract';
import { Button, TextField } from '@cp/ui';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { currentLanguage } from '../../../lib/i18n/i18n';
import outcome from '../../../lib/ui/invitation-outcome.module.css';
import {
  type ImportDates,
  type ImportPreview,
  type ImportResult,
  useImportLearners,
  usePreviewImport,
} from '../api/import-learners';
import { ImportPreviewTable } from '../components/import-preview-table';
import { ImportResultPanel } from '../components/import-result';
import styles from '../components/people.module.css';
import { DAY_MS, dayEndToSeconds, dayStartToSeconds, toDay } from '../lib/dates';

const MAX_MB = LEARNER_IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * Many learners from a CSV file (issue 28, decision 115): the file is checked first and every row
 * shown with what it will become or what is wrong with it; the import then applies all rows at
 * once, or none. A row that fails at the import (the school changed since the check) brings the
 * check back with that row's reason, and nothing was written.
 */
export default function ImportScreen() {
  const { t } = useTranslation('people');
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [start, setStart] = useState(() => toDay(Date.now()));
  const [end, setEnd] = useState(() => toDay(Date.now() + 30 * DAY_MS));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [changed, setChanged] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const check = usePreviewImport();
  const run = useImportLearners();

  const reset = () => {
    setPreview(null);
    setChanged(false);
    setFailure(null);
    setErrors({});
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setResult(null);
    reset();
  };

  /** The dates of the form, or null with the fields' errors set. */
  const dates = (): ImportDates | null => {
    const found: Record<string, string> = {};
    const startS = dayStartToSeconds(start);
    const endS = dayEndToSeconds(end);
    if (startS === null) found.start_date = t('enrol.dateRequired');
    if (endS === null) found.end_date = t('enrol.dateRequired');
    else if (startS !== null && endS <= startS) found.end_date = t('enrol.endBeforeStart');
    if (!file) found.file = t('import.fileRequired');
    else if (file.size > LEARNER_IMPORT_MAX_BYTES) found.file = t('import.tooLarge', { max: MAX_MB });
    setErrors(found);
    return Object.keys(found).length === 0 && startS !== null && endS !== null
      ? { startDate: startS, endDate: endS }
      : null;
  };

  const refused = (error: unknown) => {
    const byField = error instanceof ApiError && error.status === 422 ? fieldErrors(error.body) : {};
    if (Object.keys(byField).length > 0) setErrors(byField);
    else setFailure(errorText(error, t('errors.unknown', { ns: 'common' })));
  };

  const submitCheck = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const chosen = dates();
    if (!chosen || !file) return;
    try {
      setPreview(await check.mutateAsync({ file, dates: chosen }));
    } catch (error) {
      refused(error);
    }
  };

  const submitImport = async () => {
    const chosen = dates();
    if (!chosen || !file) return;
    setFailure(null);
    try {
      setResult(await run.mutateAsync({ file, dates: chosen }));
      setPreview(null);
    } catch (error) {
      // A row fails now: nothing was written; the check, read again, shows which and why.
      if (error instanceof ApiError && error.status === 422 && Array.isArray(error.body)) {
        try {
          setPreview(await check.mutateAsync({ file, dates: chosen }));
          setChanged(true);
          return;
        } catch (again) {
          return refused(again);
        }
      }
      refused(error);
    }
  };

  const again = () => {
    setFile(null);
    setResult(null);
    reset();
    if (input.current) input.current.value = '';
  };

  const language = currentLanguage();
  const example = `email,name,course,language\nanna@example.com,Anna,yoga,${language}\nboris@example.com,,,`;

  return (
    <div className={styles.page}>
      <Link to="/people" className={styles.quiet}>
        {t('back')}
      </Link>
      <h1 className={styles.title}>{t('import.title')}</h1>
      {result ? (
        <ImportResultPanel result={result} onAgain={again} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="import-how-title">
            <h2 id="import-how-title" className={styles.subtitle}>
              {t('import.howTitle')}
            </h2>
            <p className={styles.status}>
              {t('import.how', {
                columns: LEARNER_IMPORT_COLUMNS.join(', '),
                rows: LEARNER_IMPORT_MAX_ROWS,
                max: MAX_MB,
              })}
            </p>
            <p className={styles.quiet}>{t('import.allOrNothing')}</p>
            <figure className={styles.figure}>
              <figcaption className={styles.quiet}>{t('import.example')}</figcaption>
              <pre className={styles.example}>{example}</pre>
            </figure>
          </section>
          <form className={styles.section} onSubmit={submitCheck} noValidate>
            <label htmlFor={fileId} className={styles.fileLabel}>
              {t('import.file')}
            </label>
            {/* The native input is the control; its "Choose file" text is the browser's language,
                so a translated face stands in front of it. */}
            <input
              ref={input}
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className={styles.fileInput}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={`${fileId}-chosen${errors.file ? ` ${fileId}-error` : ''}`}
              onChange={choose}
            />
            <span className={styles.fileFace} aria-hidden="true" onClick={() => input.current?.click()}>
              {t('import.choose')}
            </span>
            <span id={`${fileId}-chosen`} className={styles.quiet}>
              {file ? t('import.chosen', { name: file.name }) : t('import.none')}
            </span>
            {errors.file && (
              <p id={`${fileId}-error`} role="alert" className={styles.error}>
                {errors.file}
              </p>
            )}
            <div className={styles.pair}>
              <TextField
                label={t('import.start')}
                type="date"
                value={start}
                onChange={(event) => setStart(event.target.value)}
                error={errors.start_date}
              />
              <TextField
                label={t('import.end')}
                type="date"
                value={end}
                onChange={(event) => setEnd(event.target.value)}
                error={errors.end_date}
                hint={t('import.datesHint')}
              />
            </div>
            {failure && (
              <p role="alert" className={styles.error}>
                {failure}
              </p>
            )}
            <div className={styles.actions}>
              <Button
                type="submit"
                variant={preview && preview.invalid === 0 ? 'secondary' : 'primary'}
                busy={check.isPending}
              >
                {t('import.checkFile')}
              </Button>
            </div>
          </form>
          {preview && (
            <section className={styles.section} aria-labelledby="import-preview-title">
              <h2 id="import-preview-title" className={styles.subtitle}>
                {t('import.previewTitle')}
              </h2>
              {changed && (
                <p role="alert" className={outcome.warningText}>
                  {t('import.changed')}
                </p>
              )}
              {preview.invalid > 0 ? (
                <p role={changed ? undefined : 'alert'} className={styles.error}>
                  {t('import.invalid', { count: preview.invalid, total: preview.rows.length })}
                </p>
              ) : (
                <p role="status" className={styles.status}>
                  {t('import.ready', { count: preview.valid })}
                </p>
              )}
              {preview.invalid === 0 && (
                <div className={styles.actions}>
                  <Button onClick={() => void submitImport()} busy={run.isPending}>
                    {t('import.run', { count: preview.valid })}
                  </Button>
                </div>
              )}
              <ImportPreviewTable preview={preview} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
