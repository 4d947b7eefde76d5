import { DEFAULT_HOME_PAGE } from '@cp/contract';

/** Paths of the learning screens inside the router base (spec 02 §2). */
export const learningPaths = {
  courses: DEFAULT_HOME_PAGE,
  calendar: (streamId: number | string) => `/course/${streamId}/calendar`,
  day: (streamId: number | string, dayNumber: number | string) => `/course/${streamId}/calendar/${dayNumber}`,
  materials: (streamId: number | string) => `/course/${streamId}/materials`,
};

/** A positive whole number from a route parameter, else null (a typo in an address is a 404, not a crash). */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
