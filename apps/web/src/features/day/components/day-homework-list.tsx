import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeworkBadge } from '../../../components/learning/homework-badge';
import ui from '../../../components/ui/screen.module.css';
import { useStreamHomework } from '../../../lib/learning/homework/get-stream-homework';
import { useHomeworkLive } from '../../../lib/learning/homework/use-homework-live';
import { homeworkLink } from '../../../lib/navigation/homework-paths';
import styles from './day.module.css';

/**
 * The day's homework from the stream's homework list (`GET .../user-homework`, cached for the
 * stream): title, kind, required, status, and the link to hand it in; live (issue 10).
 */
export default function DayHomeworkList({ streamId, dayId }: { streamId: number; dayId: number }) {
  const { t } = useTranslation('homework');
  const list = useStreamHomework(streamId);
  useHomeworkLive();
  if (list.isPending) return <p className={ui.muted}>{t('loading')}</p>;
  if (list.error) return <p className={ui.muted}>{t('loadFailed')}</p>;
  const items = list.data.filter((item) => item.stageDayId === dayId);
  if (items.length === 0) return <p className={ui.muted}>{t('day.none')}</p>;
  return (
    <ul className={`${ui.plainList} ${styles.homeworkList}`}>
      {items.map((item) => (
        <li key={item.id} className={styles.homeworkItem} data-homework={item.id} data-status={item.status}>
          <Link to={homeworkLink(streamId, item.id)} className={styles.homeworkLink}>
            {item.homework.title}
          </Link>
          <span className={ui.muted}>
            {t(`kind.${item.homework.kind}`)}
            {item.isRequired && ` · ${t('required')}`}
          </span>
          <HomeworkBadge status={item.status} isLocked={item.isLocked} />
        </li>
      ))}
    </ul>
  );
}
