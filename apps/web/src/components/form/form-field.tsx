import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import styles from './form.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the field and tied to it (aria-describedby); null when valid. */
  error: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A password field gets a show/hide toggle (spec 01 §2) with this accessible name. */
  showPasswordLabel?: string;
}

/** A labelled input with its error and hint tied to it for screen readers. */
export function FormField({
  label,
  error,
  hint,
  inputRef,
  showPasswordLabel,
  type,
  ...input
}: FormFieldProps) {
  const password = showPasswordLabel !== undefined;
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const field = (
    <input
      {...input}
      ref={inputRef}
      id={id}
      type={password ? (visible ? 'text' : 'password') : type}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {password ? (
        <div className={styles.passwordRow}>
          {field}
          <button
            type="button"
            className={styles.toggle}
            aria-controls={id}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
                fill="currentColor"
              />
              {visible && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
            </svg>
            {/* Text rather than aria-label: the field's own label stays its only name. */}
            <span className="visually-hidden">{showPasswordLabel}</span>
          </button>
        </div>
      ) : (
        field
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
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
