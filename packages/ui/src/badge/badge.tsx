import type { ReactNode } from 'react';
import styles from './badge.module.css';

export interface BadgeProps {
  children: ReactNode;
  tone?: 'accent' | 'neutral' | 'success' | 'warning';
  /** Read instead of the visible text ("3 unread" for a bare "3"). */
  label?: string;
}

export function Badge({ children, tone = 'neutral', label }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className={styles.visuallyHidden}>{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
