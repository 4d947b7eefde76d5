import { CONSOLE_SCHOOL_ROUTES, type ConsoleSchool, type SchoolUpdateBody } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPut } from '../api/api-client';
import { staffPath } from '../api/staff-path';

/**
 * The school's own settings (issue 28, decision 114): its time zone, set on the Brand screen and
 * shown by the course editor's video consultations. Here, not in a feature: both read it.
 */
export const schoolKeys = { school: () => ['school'] as const };

export async function getSchool(signal?: AbortSignal): Promise<ConsoleSchool> {
  return (await apiGet<ConsoleSchool>(staffPath(CONSOLE_SCHOOL_ROUTES.school), { signal })).data;
}

export async function saveSchool(body: SchoolUpdateBody): Promise<ConsoleSchool> {
  return (await apiPut<ConsoleSchool>(staffPath(CONSOLE_SCHOOL_ROUTES.school), { body })).data;
}

export const useSchool = () =>
  useQuery({ queryKey: schoolKeys.school(), queryFn: ({ signal }) => getSchool(signal) });

/**
 * The zones to choose from: the browser's IANA list (with UTC, which some engines leave out) and
 * the school's own, should this browser not know it.
 */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', current])].sort();
}
