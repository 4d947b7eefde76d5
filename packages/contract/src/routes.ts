/**
 * The API route table: paths relative to API_BASE, shared by server and client
 * so neither spells a path by hand.
 */
export const ROUTES = {
  config: '/config',
  login: '/auth/login',
  user: '/user',
  userCourseStreams: '/user-course-streams',
} as const;

/** Paths outside the API base. */
export const SYSTEM_ROUTES = {
  health: '/healthz',
  ready: '/readyz',
  docs: '/spa/api/docs',
} as const;
