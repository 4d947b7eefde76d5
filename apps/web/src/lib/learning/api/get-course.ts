import { LEARNING_ROUTES, learningPath, type Course as WireCourse } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/api-client';
import { type Course, toCourse } from './course';
import { learningKeys } from './learning-keys';

/**
 * One call brings the whole course: stages, days with their lesson sets, and
 * documents (spec 02 §7 `GET /courses/{id}`), so moving between the days of a
 * loaded course needs no content call (ARCHITECTURE §7: at most 2 calls).
 */
export const COURSE_EXPAND = [
  'stages',
  // The stages' own homework for the calendar (issue 10); the day's homework comes with the
  // stream's homework list, which the day screen loads on its own.
  'stages.course_stage_homeworks',
  'stages.days',
  'stages.days.lesson_sets',
  'documents',
  'trainingOptions',
];

export const courseQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: learningKeys.course(courseId),
    queryFn: async ({ signal }): Promise<Course> => {
      const { data } = await apiGet<WireCourse>(learningPath(LEARNING_ROUTES.course, { id: courseId }), {
        query: { expand: COURSE_EXPAND.join(',') },
        signal,
      });
      return toCourse(data);
    },
    // Content changes only when staff publish a new version; a page load fetches it again.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCourse = (courseId: number | undefined) =>
  useQuery({ ...courseQueryOptions(courseId ?? 0), enabled: courseId !== undefined && courseId > 0 });
