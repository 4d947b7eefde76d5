import { STAFF_TEAM_ROUTES, type StaffCourse } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { teamKeys } from './team-keys';

/** `GET /staff/courses`: for an administrator, every course of the school (decision 053). */
export async function listCourses(signal?: AbortSignal): Promise<StaffCourse[]> {
  return (await apiGet<StaffCourse[]>(staffPath(STAFF_TEAM_ROUTES.courses), { signal })).data;
}

export function useSchoolCourses() {
  return useQuery({ queryKey: teamKeys.courses(), queryFn: ({ signal }) => listCourses(signal) });
}
