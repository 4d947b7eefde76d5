import { STAFF_HOMEWORK_ROUTES, type StaffHomeworkDetail } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type Submission, toSubmission } from '../lib/submission';
import { homeworkKeys } from './homework-keys';

/** `GET /staff/homework/{id}`: one hand-in with its answer and files (signed links). */
export async function getSubmission(id: number, signal?: AbortSignal): Promise<Submission> {
  const response = await apiGet<StaffHomeworkDetail>(staffPath(STAFF_HOMEWORK_ROUTES.submission, { id }), {
    signal,
  });
  return toSubmission(response.data);
}

export function useSubmission(id: number) {
  return useQuery({
    queryKey: homeworkKeys.submission(id),
    queryFn: ({ signal }) => getSubmission(id, signal),
  });
}
