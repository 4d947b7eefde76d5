import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeworkBadge } from '../../../components/learning/homework-badge';
import ui from '../../../components/ui/screen.module.css';
import type { UserHomework } from '../../../lib/learning/homework/user-homework';
import { homeworkLink } from '../../../lib/navigation/homework-paths';
import styles from './homework.module.css';

/** Where a homework sits: its day, or its stage (spec 02 §3 targetType). */
export function useHomeworkPlace() {
  const { t } = useTranslation('homework');
  return (item: Pick<UserHomework, 'dayNumber' | 'stageTitle'>) =>
    item.dayNumber === null
      ? t('where.stage', { title: item.stageTitle })
      : t('where.day', { number: item.dayNumber });
}

/** One homework of the list: course, day or stage, title, kind, points, status or lock. */
export function HomeworkCard({ item }: { item: UserHomework }) {
  const { t } = useTranslation('homework');
  const place = useHomeworkPlace();
  const points = item.status === 'DONE' ? item.scores : item.homework.scores;
  return (
    <li>
      <Link
        to={homeworkLink(item.streamId, item.id)}
        className={`${ui.linkRow} ${styles.item}`}
        data-homework={item.id}
        data-status={item.status}
      >
        <span className={`${ui.rowBody} ${styles.itemBody}`}>
          <span className={ui.rowTitle}>{item.homework.title}</span>
          <span className={styles.meta}>
            {item.courseTitle} · {place(item)}
            {item.isRequired && ` · ${t('required')}`}
          </span>
          <span className={styles.meta}>
            {t(`kind.${item.homework.kind}`)}
            {points > 0 && ` · ${t('points', { count: points })}`}
            {!item.isLocked && !item.canHandIn && item.status === 'NOT_UPLOADED' && ` · ${t('notOffered')}`}
          </span>
        </span>
        <HomeworkBadge status={item.status} isLocked={item.isLocked} />
      </Link>
    </li>
  );
}
