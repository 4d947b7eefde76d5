import { type InputHTMLAttributes, useId } from 'react';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | null;
  hint?: string;
  /** Keeps the label for screen readers only (a search box with a visible icon or placeholder). */
  hideLabel?: boolean;
}

/** A labelled input; its error and hint are read with it. */
export function TextField({ label, error, hint, hideLabel = false, className, ...rest }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? styles.visuallyHidden : styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {(error || hint) && (
        <div className={styles.row}>
          {error && (
            <span id={`${id}-error`} className={styles.error}>
              {error}
            </span>
          )}
          {hint && (
            <span id={`${id}-hint`} className={styles.hint}>
              {hint}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
