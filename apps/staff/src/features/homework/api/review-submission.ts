import { type HomeworkVerdict, STAFF_HOMEWORK_ROUTES, type StaffHomeworkDetail } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type Submission, toSubmission } from '../lib/submission';
import { homeworkKeys } from './homework-keys';

export interface Review {
  id: number;
  status: HomeworkVerdict;
  comment: string;
  /** Points of an accept; the homework's own when left out. */
  scores?: number;
}

/** `POST /staff/homework/{id}/review`: accept with points, or send back with a comment (decision 058). */
export async function reviewSubmission(review: Review): Promise<Submission> {
  const response = await apiPost<StaffHomeworkDetail>(
    staffPath(STAFF_HOMEWORK_ROUTES.review, { id: review.id }),
    {
      body: {
        status: review.status,
        comment: review.comment,
        ...(review.status === 'DONE' && review.scores !== undefined ? { scores: review.scores } : {}),
      },
    },
  );
  return toSubmission(response.data);
}

/** The review; afterwards the submission shows its verdict and the queue and counts reload. */
export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSubmission,
    onSuccess: (submission) => queryClient.setQueryData(homeworkKeys.submission(submission.id), submission),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: homeworkKeys.queues() });
      void queryClient.invalidateQueries({ queryKey: homeworkKeys.courses() });
    },
  });
}
