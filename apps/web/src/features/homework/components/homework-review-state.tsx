import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeworkBadge } from '../../../components/learning/homework-badge';
import ui from '../../../components/ui/screen.module.css';
import type { UserHomework } from '../../../lib/learning/homework/user-homework';
import styles from './homework.module.css';
import { formatDateTime } from './when';

/**
 * Where the homework stands (spec 02 §4 Homework status values): under review with the spec's
 * 24-hour promise (§9) and when the answer is due; sent back with the expert's comment; accepted
 * with the points earned. Focusable: the form moves focus here after a hand-in.
 */
export function HomeworkReviewState({
  item,
  sent,
  ref,
}: {
  item: UserHomework;
  sent: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation('homework');
  const titleId = useId();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={`${ui.surface} ${styles.panel}`}
      aria-labelledby={titleId}
      data-review-state={item.status}
    >
      <div className={ui.spreadRow}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('statusTitle')}
        </h2>
        <HomeworkBadge status={item.status} isLocked={item.isLocked} />
      </div>
      {sent && item.status === 'UPLOADED' && (
        <p role="status" className={styles.success}>
          {t('form.sent')}
        </p>
      )}
      {item.status === 'NOT_UPLOADED' && <p className={ui.muted}>{t('review.notUploaded')}</p>}
      {item.status === 'UPLOADED' && (
        <>
          <p>{t('review.uploaded')}</p>
          {item.answerDueAt !== null && (
            <p className={ui.muted}>{t('review.due', { date: formatDateTime(item.answerDueAt) })}</p>
          )}
        </>
      )}
      {item.status === 'FAIL' && <p>{t('review.fail')}</p>}
      {item.status === 'DONE' && (
        <p>
          {t('review.done')} {item.scores > 0 && t('review.earned', { count: item.scores })}
        </p>
      )}
      {item.reviewComment && (item.status === 'FAIL' || item.status === 'DONE') && (
        <>
          <h3 className={styles.label}>{t('review.comment')}</h3>
          <p className={styles.comment} data-review-comment>
            {item.reviewComment}
          </p>
        </>
      )}
    </section>
  );
}
