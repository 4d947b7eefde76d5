import type { UserHomeworkStatus } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import styles from './homework-badge.module.css';

/**
 * A homework's status in the spec's words (spec 02 §4 Homework status values), or its demo
 * lock (spec 02 §4): the same badge on the homework list, the day and the calendar. Needs the
 * `homework` texts loaded.
 */
export function HomeworkBadge({
  status,
  isLocked = false,
}: {
  status: UserHomeworkStatus;
  isLocked?: boolean;
}) {
  const { t } = useTranslation('homework');
  return (
    <span className={styles.badge} data-status={status} data-locked={isLocked}>
      {isLocked ? t('locked') : t(`status.${status}`)}
    </span>
  );
}
