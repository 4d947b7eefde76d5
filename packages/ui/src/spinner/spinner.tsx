import styles from './spinner.module.css';

interface SpinnerProps {
  /** Announced to screen readers ("Loading"); empty when the context already says it. */
  label: string;
  size?: 'normal' | 'small';
}

export function Spinner({ label, size = 'normal' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      <span className={`${styles.spinner} ${styles[size]}`} />
      {label && <span className={styles.visuallyHidden}>{label}</span>}
    </span>
  );
}
