import styles from './field.module.css';

/** The ids a field's input names in `aria-describedby` for its error and hint. */
export function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

/** The error and hint under a field, with the ids its input is described by. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string | null; hint?: string }) {
  if (!error && !hint) return null;
  return (
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
  );
}
