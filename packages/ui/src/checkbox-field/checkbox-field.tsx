import { type InputHTMLAttributes, useId } from 'react';
import styles from './checkbox-field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  /** A line under the label saying what the setting does. */
  hint?: string;
  error?: string | null;
}

/** A labelled checkbox (a feature flag, a yes/no setting); the whole row is the click target. */
export function CheckboxField({ label, hint, error, className, ...rest }: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        className={styles.box}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
        {error && (
          <span id={`${id}-error`} className={styles.error}>
            {error}
          </span>
        )}
      </div>
    </div>
  );
}
