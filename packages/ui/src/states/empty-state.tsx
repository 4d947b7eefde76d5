import type { ReactNode } from 'react';
import styles from './states.module.css';

export interface EmptyStateProps {
  title: string;
  text?: string;
  action?: ReactNode;
}

/** Nothing to show yet (no chats, no ratings), said in words rather than a blank area. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {action}
    </div>
  );
}
