import { type ReactNode, useId } from 'react';
import form from '../../../components/form/form.module.css';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string | null;
  disabled?: boolean;
  selectRef?: React.Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled native select with its hint and error tied to it. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  selectRef,
  children,
}: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        className={form.input}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
