import { STAFF_TEAM_ROUTES, type StaffCourse } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { peopleKeys } from './people-keys';

/** `GET /staff/courses`: an administrator gets every course of the school (what a learner can be enrolled in). */
export async function listCourses(signal?: AbortSignal): Promise<StaffCourse[]> {
  return (await apiGet<StaffCourse[]>(staffPath(STAFF_TEAM_ROUTES.courses), { signal })).data;
}

export function useCourses() {
  return useQuery({ queryKey: peopleKeys.courses(), queryFn: ({ signal }) => listCourses(signal) });
}
