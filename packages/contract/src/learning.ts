/** The learning area's wire format (spec 02): courses, streams, days, statistics, freeze, demo order. */
export * from './courses.js';
export * from './learning-days.js';
export * from './learning-services.js';

/** Paths of the learning area's calls, relative to API_BASE (spec 02 §7). */
export const LEARNING_ROUTES = {
  courses: '/courses',
  courseVersions: '/courses/versions',
  course: '/courses/:id',
  courseStages: '/courses/:courseId/stages',
  stageDays: '/courses/:courseId/stages/:stageId/days',
  stageDay: '/courses/:courseId/stages/:stageId/days/:dayId',
  stream: '/user-course-streams/:id',
  streamStatus: '/user-course-streams/:id/status',
  dayStart: '/user-course-streams/:streamId/user-day-status/:dayId/start',
  dayFinish: '/user-course-streams/:streamId/user-day-status/:dayId/finish',
  dayProgress: '/user-course-streams/:streamId/user-day-status/:dayStatusId/progress',
  saveLessonStat: '/save-lesson-stat',
  streamFilters: '/user-course-streams/:streamId/filters',
  freezeCreate: '/user-course-streams/:streamId/freeze/create',
  freezeCancel: '/user-course-streams/:streamId/freeze/cancel',
  order: '/order/:serviceId',
  courseServiceView: '/course-services/view',
} as const;

/** Fills `:name` parameters of a LEARNING_ROUTES path. */
export function learningPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
}
