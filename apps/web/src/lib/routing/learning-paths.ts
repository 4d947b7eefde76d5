import { DEFAULT_HOME_PAGE } from '@cp/contract';

/** Paths of the learning screens inside the router base (spec 02 §2). */
export const learningPaths = {
  courses: DEFAULT_HOME_PAGE,
  calendar: (streamId: number | string) => `/course/${streamId}/calendar`,
  day: (streamId: number | string, dayNumber: number | string) => `/course/${streamId}/calendar/${dayNumber}`,
  materials: (streamId: number | string) => `/course/${streamId}/materials`,
};
