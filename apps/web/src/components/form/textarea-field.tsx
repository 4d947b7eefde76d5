import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './form.module.css';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the field and tied to it (aria-describedby); null when valid. */
  error: string | null;
  hint?: string;
  /** The character counter of a field with a maximum length (spec 01 §5), e.g. "12 / 500". */
  counter?: { text: string; over: boolean };
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled text area with its hint, counter and error tied to it for screen readers. No
 * `maxLength`: a longer text (a paste) stays as typed, the counter and the error say what is
 * too much, and nothing is cut off unseen.
 */
export function TextareaField({ label, error, hint, counter, textareaRef, ...textarea }: TextareaFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, counter && `${id}-counter`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        {...textarea}
        ref={textareaRef}
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {counter && (
        <p id={`${id}-counter`} className={counter.over ? styles.counterOver : styles.counter}>
          {counter.text}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
