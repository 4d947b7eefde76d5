import { CHAT_MESSAGE_MAX_LENGTH } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import ui from '../../../components/ui/screen.module.css';
import { ApiError, errorText } from '../../../lib/api/api-error';
import type { UserHomework } from '../../../lib/learning/homework/user-homework';
import { useHandIn } from '../api/hand-in';
import type { HandInFilesState } from './hand-in-files';
import { type HandInProblem, handInProblem, takesFiles } from './hand-in-rules';
import styles from './homework.module.css';

// The uploads (tus) load only where a task takes files (decision 051, 059).
const HandInFiles = lazy(() => import('./hand-in-files'));
const NO_FILES: HandInFilesState = { ids: [], uploading: 0 };

type FormError = { problem: HandInProblem } | { failed: string | null };

interface HandInFormProps {
  item: UserHomework;
  /** The new status after a hand-in went through. */
  onSent: (updated: UserHomework) => void;
}

/**
 * The hand-in (spec 02 §5, §7): a message with a counter, files as the task takes them, or the
 * exercises chosen; waits for uploads; the spec's texts when something is missing or the call
 * fails (the server's own words beside them). What was typed and attached stays on failure,
 * and focus moves to the error so a keyboard or screen reader user hears it.
 */
export function HandInForm({ item, onSent }: HandInFormProps) {
  const { t } = useTranslation('homework');
  const fieldId = useId();
  const counterId = useId();
  const { kind, exercises } = item.homework;
  const [text, setText] = useState('');
  const [files, setFiles] = useState<HandInFilesState>(NO_FILES);
  const [exerciseIds, setExerciseIds] = useState<number[]>([]);
  const [error, setError] = useState<FormError | null>(null);
  const [generation, setGeneration] = useState(0);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const handIn = useHandIn(item.streamId, item.id);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = () => {
    if (handIn.isPending) return;
    const problem = handInProblem({
      kind,
      text,
      files: files.ids,
      uploading: files.uploading,
      exerciseIds,
      exercises,
    });
    if (problem) {
      setError({ problem });
      return;
    }
    setError(null);
    handIn.submit({ message: text.trim(), files: files.ids, exerciseIds }).then(
      (updated) => {
        setText('');
        setFiles(NO_FILES);
        setExerciseIds([]);
        setGeneration((value) => value + 1);
        onSent(updated);
      },
      (failure: unknown) =>
        setError({ failed: failure instanceof ApiError ? errorText(failure, t('form.failed')) : null }),
    );
  };

  // "Please wait for files to upload" goes once they have.
  const shown =
    error && 'problem' in error && error.problem === 'files.wait' && files.uploading === 0 ? null : error;
  const messageRequired = kind === 'text';
  return (
    <form
      className={`${ui.surface} ${styles.panel}`}
      aria-labelledby={`${fieldId}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${fieldId}-title`} className={styles.panelTitle}>
        {item.status === 'FAIL' ? t('form.again') : t('form.title')}
      </h2>
      {kind === 'exercise' && (
        <fieldset className={styles.exercises}>
          <legend>{t('form.exercises')}</legend>
          {exercises.map((exercise) => (
            <label key={exercise.id} className={styles.check}>
              <input
                type="checkbox"
                checked={exerciseIds.includes(exercise.id)}
                onChange={(event) =>
                  setExerciseIds((chosen) =>
                    event.target.checked
                      ? [...chosen, exercise.id]
                      : chosen.filter((id) => id !== exercise.id),
                  )
                }
              />
              {exercise.title}
            </label>
          ))}
        </fieldset>
      )}
      {takesFiles(kind) && (
        <Suspense fallback={null}>
          <HandInFiles key={generation} kind={kind} disabled={handIn.isPending} onChange={setFiles} />
        </Suspense>
      )}
      <label htmlFor={fieldId} className={styles.label}>
        {messageRequired ? t('form.message') : t('form.comment')}
      </label>
      <textarea
        id={fieldId}
        className={`${form.messageBox} ${styles.textarea}`}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={t('form.placeholder')}
        aria-describedby={counterId}
        aria-required={messageRequired || undefined}
        aria-invalid={(shown && 'problem' in shown && shown.problem === 'form.messageRequired') || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={counterId} className={styles.hint} aria-live="polite">
        {t('form.counter', { length: text.length, max: CHAT_MESSAGE_MAX_LENGTH })}
      </p>
      {shown && (
        <p ref={errorRef} role="alert" tabIndex={-1} className={styles.error} data-error>
          {'problem' in shown ? t(shown.problem) : t('form.failed')}
          {'failed' in shown && shown.failed && shown.failed !== t('form.failed') && (
            <>
              <br />
              <small>{shown.failed}</small>
            </>
          )}
        </p>
      )}
      <div className={ui.spreadRow}>
        <button type="submit" className={button.primary} disabled={handIn.isPending}>
          {handIn.isPending ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
