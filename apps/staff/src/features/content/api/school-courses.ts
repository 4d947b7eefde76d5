import { STAFF_TEAM_ROUTES, type StaffCourse } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { contentKeys } from './content-rows';

/** `GET /staff/courses`: every course of the school, for a banner's course lists. */
export async function getSchoolCourses(signal?: AbortSignal): Promise<StaffCourse[]> {
  return (await apiGet<StaffCourse[]>(staffPath(STAFF_TEAM_ROUTES.courses), { signal })).data;
}

export const useSchoolCourses = () =>
  useQuery({ queryKey: contentKeys.courses(), queryFn: ({ signal }) => getSchoolCourses(signal) });
