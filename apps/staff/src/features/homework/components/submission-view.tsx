import { Badge, ErrorState, Spinner } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useSubmission } from '../api/get-submission';
import type { Submission } from '../lib/submission';
import { AnswerFiles } from './answer-files';
import styles from './homework.module.css';
import { DueLine, usePlace } from './queue-item';
import { ReviewForm } from './review-form';

const TONE = { NOT_UPLOADED: 'neutral', UPLOADED: 'warning', DONE: 'success', FAIL: 'accent' } as const;

/** One hand-in: who, where, the task, the answer with its files, and the review or its verdict. */
export function SubmissionView({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useTranslation(['homework', 'common']);
  const query = useSubmission(id);
  return (
    <div className={styles.submission}>
      <Link to={backTo} className={styles.back}>
        <span aria-hidden="true">←</span> {t('submission.back')}
      </Link>
      {query.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          // Not this expert's, or no such hand-in: said once, with no retry that cannot help.
          <ErrorState title={t('submission.notFound')} />
        ) : (
          <ErrorState
            title={t('submission.failed')}
            text={errorText(query.error, t('common:errors.unknown'))}
            onRetry={() => void query.refetch()}
            retryLabel={t('common:actions.retry')}
          />
        )
      ) : (
        <SubmissionBody submission={query.data} />
      )}
    </div>
  );
}

function SubmissionBody({ submission: s }: { submission: Submission }) {
  const { t } = useTranslation('homework');
  const place = usePlace();
  const language = currentLanguage();
  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.title}>{s.homeworkTitle}</h2>
        <span className={styles.itemTop}>
          {s.overdue && <Badge tone="warning">{t('overdue')}</Badge>}
          <Badge tone={TONE[s.status]}>{t(`status.${s.status}`)}</Badge>
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('submission.learner')}</dt>
        <dd>
          {s.learnerName}
          {s.learnerEmail && s.learnerEmail !== s.learnerName && (
            <span className={styles.muted}> · {s.learnerEmail}</span>
          )}
        </dd>
        <dt>{t('submission.course')}</dt>
        <dd>{s.courseTitle}</dd>
        <dt>{t('submission.place')}</dt>
        <dd>{place(s)}</dd>
        <dt>{t('submission.kind')}</dt>
        <dd>{t(`kind.${s.kind}`)}</dd>
        {s.handedInAt !== null && (
          <>
            <dt>{t('submission.handedIn')}</dt>
            <dd>{formatDateTime(s.handedInAt, language)}</dd>
          </>
        )}
        {s.answerDueAt !== null && (
          <>
            <dt>{t('submission.due')}</dt>
            <dd>
              <DueLine item={s} />
            </dd>
          </>
        )}
      </dl>
      {s.chatId !== null && (
        <Link to={`/desk/${s.chatId}`} className={styles.chatLink}>
          {t('submission.openChat')}
        </Link>
      )}
      {s.description && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('submission.task')}</h3>
          <p className={styles.text}>{s.description}</p>
        </section>
      )}
      <section className={styles.section} data-testid="homework-answer">
        <h3 className={styles.sectionTitle}>{t('submission.answer')}</h3>
        {s.answer === null ? (
          <p className={styles.muted}>{t('submission.noAnswer')}</p>
        ) : (
          <>
            {s.answer.text && <p className={styles.text}>{s.answer.text}</p>}
            {s.answer.exercises.length > 0 && (
              <>
                <h4 className={styles.sectionTitle}>{t('submission.exercises')}</h4>
                <ul className={styles.exercises}>
                  {s.answer.exercises.map((title, i) => (
                    // Titles may repeat; the order is the learner's.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
                    <li key={i}>{title}</li>
                  ))}
                </ul>
              </>
            )}
            {s.answer.files.length > 0 && <AnswerFiles files={s.answer.files} />}
          </>
        )}
      </section>
      <section className={styles.section}>
        {s.status === 'UPLOADED' ? (
          <ReviewForm key={s.id} submission={s} />
        ) : (
          <div role="status">
            <h3 className={styles.sectionTitle}>{t(`verdict.${s.status}`)}</h3>
            {s.status === 'DONE' && (
              <p className={styles.text}>{t('verdict.points', { n: s.scoresEarned })}</p>
            )}
            {s.reviewComment && <p className={styles.text}>{s.reviewComment}</p>}
            {s.reviewedAt !== null && (
              <p className={styles.muted}>
                {t('verdict.at', { at: formatDateTime(s.reviewedAt, language) })}
              </p>
            )}
          </div>
        )}
      </section>
    </>
  );
}
