import { Badge } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { useReviewCourses, waitingTotal } from '../api/list-review-courses';
import { useHomeworkLive } from '../live/use-homework-live';
import styles from './homework.module.css';

/**
 * The navigation's count of hand-ins waiting for review (issue 10), kept live by HOMEWORK_EVENT
 * wherever the desk is open. Nothing while none wait or the count cannot be read.
 */
export default function HomeworkNavCount() {
  const { t } = useTranslation('homework');
  const courses = useReviewCourses();
  useHomeworkLive();
  const total = courses.data ? waitingTotal(courses.data) : 0;
  if (total === 0) return null;
  return (
    <span data-testid="homework-nav-count" className={styles.navCount}>
      <Badge tone="accent" label={t('nav.waiting', { n: total })}>
        {total}
      </Badge>
    </span>
  );
}
