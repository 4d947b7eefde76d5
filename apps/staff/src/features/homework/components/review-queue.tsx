import { Button, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useStaffMe } from '../../../lib/session/session-context';
import panes from '../../../lib/ui/desk-panes.module.css';
import select from '../../../lib/ui/select.module.css';
import { useReviewCourses, waitingTotal } from '../api/list-review-courses';
import { useReviewQueue } from '../api/list-review-queue';
import styles from './homework.module.css';
import { QueueItemLink } from './queue-item';

/**
 * The hand-ins waiting for review, oldest first (server order), of every course of the reviewer
 * or of the one chosen; the course choice lives in the address (`?course=`), so it survives
 * opening a submission and coming back.
 */
export function ReviewQueue({
  courseId,
  onCourse,
}: {
  courseId: number | null;
  onCourse: (id: number | null) => void;
}) {
  const { t } = useTranslation(['homework', 'common']);
  const me = useStaffMe();
  const selectId = useId();
  const courses = useReviewCourses();
  const queue = useReviewQueue(courseId);
  // An item moves between pages while they load (a review elsewhere): it is listed once.
  const items = [
    ...new Map((queue.data?.pages ?? []).flatMap((p) => p.items).map((i) => [i.id, i])).values(),
  ];
  const total = queue.data?.pages[0]?.pagination?.totalCount;
  const all = courses.data ?? [];

  return (
    <>
      <div className={panes.head}>
        <h1 className={panes.title}>
          {t('queue.title')}
          {total !== undefined && <span className={panes.count}> ({total})</span>}
        </h1>
        {all.length > 1 && (
          <>
            <label htmlFor={selectId}>{t('queue.course')}</label>
            <select
              id={selectId}
              className={select.select}
              value={courseId ?? ''}
              onChange={(e) => onCourse(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t('queue.allCourses', { n: waitingTotal(all) })}</option>
              {all.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.overdue > 0
                    ? t('queue.courseOptionOverdue', { title: c.title, n: c.waiting, overdue: c.overdue })
                    : t('queue.courseOption', { title: c.title, n: c.waiting })}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {queue.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : queue.isError ? (
        <ErrorState
          title={t('queue.failed')}
          text={errorText(queue.error, t('common:errors.unknown'))}
          onRetry={() => void queue.refetch()}
          retryLabel={t('common:actions.retry')}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={me.courses.length ? t('queue.empty') : t('queue.noCourses')}
          text={!me.courses.length && me.role === 'admin' ? t('queue.assignOnTeam') : undefined}
        />
      ) : (
        <>
          <ul className={panes.items} aria-busy={queue.isFetching || undefined}>
            {items.map((item) => (
              <QueueItemLink
                key={item.id}
                item={item}
                showCourse={courseId === null}
                courseParam={courseId}
              />
            ))}
          </ul>
          {queue.hasNextPage && (
            <div className={styles.more}>
              <Button
                variant="secondary"
                busy={queue.isFetchingNextPage}
                onClick={() => void queue.fetchNextPage()}
              >
                {t('queue.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
