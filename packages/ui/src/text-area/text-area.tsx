import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import styles from '../text-field/field.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  value: string;
  /** The most characters allowed; the counter shows `length / maxLength`. */
  maxLength: number;
  /** "1200 of 4000 characters" for screen readers: the caller's translated text. */
  counterLabel: (length: number, max: number) => string;
  error?: string | null;
  hideLabel?: boolean;
}

/**
 * Length as the limit counts it: UTF-16 units, like the browser's `maxlength` and the
 * server's check (zod `max`), so the counter never says "fits" for a text the server refuses.
 */
export function characterCount(text: string): number {
  return text.length;
}

/**
 * A labelled text area with a counter of characters against the maximum (spec 02 §5
 * "maximum length with a counter"). The browser's own `maxlength` stops typing at the limit;
 * a longer pasted or prefilled text is shown over the limit in the error colour.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, value, maxLength, counterLabel, error, hideLabel = false, className, ...rest },
  ref,
) {
  const id = useId();
  const length = characterCount(value);
  const over = length > maxLength;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? styles.visuallyHidden : styles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={styles.input}
        value={value}
        maxLength={maxLength}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        {...rest}
      />
      <div className={styles.row}>
        {error && (
          <span id={`${id}-error`} className={styles.error}>
            {error}
          </span>
        )}
        <span id={`${id}-counter`} className={`${styles.counter} ${over ? styles.over : ''}`}>
          <span aria-hidden="true">
            {length} / {maxLength}
          </span>
          <span className={styles.visuallyHidden}>{counterLabel(length, maxLength)}</span>
        </span>
      </div>
    </div>
  );
});
