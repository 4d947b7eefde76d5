import { STAFF_HOMEWORK_ROUTES } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { homeworkKeys } from './homework-keys';

/** A course on the review desk: how many hand-ins wait, and how many of them are overdue. */
export interface ReviewCourse {
  id: number;
  title: string;
  waiting: number;
  overdue: number;
}

/** `GET /staff/homework/courses`: the reviewer's courses with their queues' sizes (decision 058). */
export async function listReviewCourses(signal?: AbortSignal): Promise<ReviewCourse[]> {
  const response = await apiGet<ReviewCourse[]>(staffPath(STAFF_HOMEWORK_ROUTES.courses), { signal });
  return response.data.map((c) => ({ id: c.id, title: c.title, waiting: c.waiting, overdue: c.overdue }));
}

export function useReviewCourses() {
  return useQuery({ queryKey: homeworkKeys.courses(), queryFn: ({ signal }) => listReviewCourses(signal) });
}

/** Every course's waiting hand-ins together: the navigation's count. */
export const waitingTotal = (courses: readonly ReviewCourse[]) => courses.reduce((n, c) => n + c.waiting, 0);
