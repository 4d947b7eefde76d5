import { Badge } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import panes from '../../../lib/ui/desk-panes.module.css';
import type { QueueItem } from '../lib/submission';
import styles from './homework.module.css';

/** Where the homework sits, in words: "Day 3 · Stage title" or "Stage: Stage title". */
export function usePlace() {
  const { t } = useTranslation('homework');
  return (item: Pick<QueueItem, 'dayNumber' | 'stageTitle'>) =>
    item.dayNumber !== null
      ? t('place.day', { day: item.dayNumber, stage: item.stageTitle })
      : t('place.stage', { stage: item.stageTitle });
}

/** The answer's deadline in words: overdue is said, not only coloured (issue 10). */
export function DueLine({ item }: { item: Pick<QueueItem, 'answerDueAt' | 'overdue'> }) {
  const { t } = useTranslation('homework');
  if (item.answerDueAt === null) return null;
  const at = formatDateTime(item.answerDueAt, currentLanguage());
  return item.overdue ? (
    <span className={styles.overdue}>{t('due.overdue', { at })}</span>
  ) : (
    <span>{t('due.by', { at })}</span>
  );
}

/** One waiting hand-in of the queue: learner, homework, where it sits, when, overdue or not. */
export function QueueItemLink({
  item,
  showCourse,
  courseParam,
}: {
  item: QueueItem;
  showCourse: boolean;
  courseParam: number | null;
}) {
  const { t } = useTranslation('homework');
  const place = usePlace();
  return (
    <li>
      <NavLink
        to={{ pathname: `/homework/${item.id}`, search: courseParam ? `?course=${courseParam}` : '' }}
        className={({ isActive }) => `${panes.item} ${styles.item}${isActive ? ` ${panes.itemActive}` : ''}`}
        data-overdue={item.overdue || undefined}
        data-status-id={item.id}
      >
        <span className={styles.itemTop}>
          <span className={styles.itemName}>{item.learnerName}</span>
          {item.overdue && <Badge tone="warning">{t('overdue')}</Badge>}
        </span>
        <span>
          {item.homeworkTitle} <span className={styles.muted}>· {t(`kind.${item.kind}`)}</span>
        </span>
        <span className={styles.itemLine}>
          {showCourse ? `${item.courseTitle} · ` : ''}
          {place(item)}
        </span>
        <span className={styles.itemLine}>
          {item.handedInAt !== null &&
            `${t('handedIn', { at: formatDateTime(item.handedInAt, currentLanguage()) })} · `}
          <DueLine item={item} />
        </span>
      </NavLink>
    </li>
  );
}
