import { HOMEWORK_COMMENT_MAX_LENGTH, type HomeworkVerdict } from '@cp/contract';
import { Button, TextArea, TextField } from '@cp/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useReviewSubmission } from '../api/review-submission';
import { type Submission, scoresProblem } from '../lib/submission';
import styles from './homework.module.css';

interface Errors {
  comment?: string;
  scores?: string;
  form?: string;
}

/**
 * The verdict (issue 10): accept with points (prefilled with the homework's, at most them) or
 * send back with a comment, which is required then. The comment reaches the learner's chat.
 */
export function ReviewForm({ submission }: { submission: Submission }) {
  const { t } = useTranslation(['homework', 'common']);
  const review = useReviewSubmission();
  const [comment, setComment] = useState('');
  const [scores, setScores] = useState(String(submission.maxScores));
  const [errors, setErrors] = useState<Errors>({});
  const [verdict, setVerdict] = useState<HomeworkVerdict | null>(null);
  const titleId = useId();

  const send = (status: HomeworkVerdict) => {
    const found: Errors = {};
    if (status === 'FAIL' && !comment.trim()) found.comment = t('review.commentRequired');
    const problem = status === 'DONE' ? scoresProblem(scores, submission.maxScores) : null;
    if (problem) found.scores = t(`review.scores.${problem}`, { max: submission.maxScores });
    setErrors(found);
    if (found.comment || found.scores) return;
    setVerdict(status);
    review.mutate(
      {
        id: submission.id,
        status,
        comment: comment.trim(),
        ...(status === 'DONE' ? { scores: Number(scores.trim()) } : {}),
      },
      {
        onError: (error) => {
          const fields = error instanceof ApiError ? fieldErrors(error.body) : {};
          setErrors({
            // The schema's own text is English: the desk says it in the reader's language.
            comment: fields.comment ? t('review.commentRequired') : undefined,
            scores: fields.scores,
            form: fields.comment || fields.scores ? undefined : errorText(error, t('common:errors.unknown')),
          });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send('DONE');
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('review.title')}
      </h3>
      <TextArea
        label={t('review.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={HOMEWORK_COMMENT_MAX_LENGTH}
        counterLabel={(n, max) => t('review.counter', { n, max })}
        error={errors.comment}
        rows={4}
      />
      <TextField
        className={styles.points}
        label={t('review.points', { max: submission.maxScores })}
        type="number"
        inputMode="numeric"
        min={0}
        max={submission.maxScores}
        step={1}
        value={scores}
        onChange={(e) => setScores(e.target.value)}
        error={errors.scores}
        hint={t('review.pointsHint')}
      />
      <div className={styles.buttons}>
        <Button type="submit" busy={review.isPending && verdict === 'DONE'} disabled={review.isPending}>
          {t('review.accept')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          busy={review.isPending && verdict === 'FAIL'}
          disabled={review.isPending}
          onClick={() => send('FAIL')}
        >
          {t('review.sendBack')}
        </Button>
      </div>
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
    </form>
  );
}
