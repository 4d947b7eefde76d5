import { Button } from '../button/button';
import styles from './states.module.css';

export interface ErrorStateProps {
  title: string;
  /** The reason, already a text for a person (the server's message or the app's "unknown"). */
  text?: string;
  /** With a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load, announced as an alert, with a retry. */
export function ErrorState({ title, text, onRetry, retryLabel }: ErrorStateProps) {
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {onRetry && retryLabel && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
