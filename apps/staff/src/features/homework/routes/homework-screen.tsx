import { EmptyState } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import panes from '../../../lib/ui/desk-panes.module.css';
import styles from '../components/homework.module.css';
import { ReviewQueue } from '../components/review-queue';
import { SubmissionView } from '../components/submission-view';
import { parseStatusId } from '../lib/submission';
import { useHomeworkLive } from '../live/use-homework-live';

/**
 * The homework review desk (issue 10, decision 058): the queue of hand-ins of the reviewer's
 * courses and one submission with its review. Side by side on a wide screen; on a phone the
 * queue, or the submission with a way back.
 */
export default function HomeworkScreen() {
  const { t } = useTranslation('homework');
  const statusId = parseStatusId(useParams().statusId);
  const [params, setParams] = useSearchParams();
  const courseId = parseStatusId(params.get('course') ?? undefined);
  useHomeworkLive();
  const onCourse = (id: number | null) =>
    setParams(id === null ? {} : { course: String(id) }, { replace: true });
  const back = `/homework${courseId ? `?course=${courseId}` : ''}`;
  return (
    <div className={`${panes.desk} ${styles.desk}`} data-view={statusId === null ? 'list' : 'detail'}>
      <section className={`${panes.listPane} ${styles.pane}`} aria-label={t('queue.title')}>
        <ReviewQueue courseId={courseId} onCourse={onCourse} />
      </section>
      <section className={`${panes.detailPane} ${styles.pane}`} aria-label={t('submission.label')}>
        {statusId === null ? (
          <EmptyState title={t('submission.pick')} />
        ) : (
          <SubmissionView key={statusId} id={statusId} backTo={back} />
        )}
      </section>
    </div>
  );
}
