import { type SelectHTMLAttributes, useId } from 'react';
import styles from '../text-field/field.module.css';
import { describedBy, FieldMessages } from '../text-field/field-messages';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | null;
  hint?: string;
  hideLabel?: boolean;
}

/** A labelled native select (keyboard and screen readers for free); its error and hint are read with it. */
export function SelectField({
  label,
  options,
  error,
  hint,
  hideLabel = false,
  className,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? styles.visuallyHidden : styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
