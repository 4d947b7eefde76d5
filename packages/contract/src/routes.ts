/**
 * The API route table: paths relative to API_BASE, shared by server and client
 * so neither spells a path by hand.
 */
export const ROUTES = {
  config: '/config',
  login: '/auth/login',
  loginByAppId: '/auth/login-by-app-id',
  loginByToken: '/auth/login-by-token',
  logout: '/auth/logout',
  signupByEmail: '/auth/signup-by-email',
  signupByAppId: '/auth/signup-by-app-id',
  validateSignupForm: '/auth/validate-signup-form',
  requestPasswordReset: '/auth/request-password-reset',
  /** `{network}` is one of SOCIAL_NETWORKS. */
  socialLogin: '/auth/social/:network/login',
  socialLink: '/auth/social/:network/link',
  socialCallback: '/auth/social/:network/callback',
  user: '/user',
  updatePassword: '/user/update-password',
  updateUser: '/user/update-user',
  userExternalAuth: '/user-external-auth',
  userExternalAuthById: '/user-external-auths/:id',
  /** The WebSocket of per-user events (`domain.notification.websocketURI`). */
  realtime: '/ws',
  userCourseStreams: '/user-course-streams',
} as const;

/** Paths outside the API base. */
export const SYSTEM_ROUTES = {
  health: '/healthz',
  ready: '/readyz',
  docs: '/spa/api/docs',
} as const;
