// The auth area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: sign-in (login, sessions, the session cache and its throttle), who is signed in, the user
// and session rows.
// Uses: tenancy, user.

export { signedIn } from './auth.presenter.js';
export type { SessionRow, UserRow } from './auth.repository.js';
export type { SignInLimits } from './auth.service.js';
export { authenticate, liveSessionByHash, login, signInContext, userOfSchool } from './auth.service.js';
export { expireRecoveryLinks } from './recovery.service.js';
export { createSessionCache } from './session-cache.js';
export { findSessionState } from './sessions.repository.js';
export type { SignInContext } from './sessions.service.js';
export {
  AccountBlocked,
  endAllSessions,
  endOtherSessions,
  isUniqueViolation,
  openSession,
} from './sessions.service.js';
export { addressGroup, DEFAULT_ACCOUNT_LIMIT, DEFAULT_LOGIN_LIMIT_PER_ADDRESS } from './sign-in-throttle.js';
export type { AfterSignup, SignupArrival, SignupHook } from './signup-hook.js';
