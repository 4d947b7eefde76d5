import { type InputHTMLAttributes, useId } from 'react';
import styles from './field.module.css';
import { describedBy, FieldMessages } from './field-messages';

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
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? styles.visuallyHidden : styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
