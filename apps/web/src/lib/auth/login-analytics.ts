import { trackEvent } from '../analytics/track-event';

/** How the learner signed in: e-mail, a social network, the device's app id, or a link. */
export type LoginMethod = 'email' | 'app_id' | 'token' | 'google' | 'apple' | 'facebook' | 'vkontakte';

/**
 * spec 01 §3 "a login event with method, status and userId", and §4 "on success a success
 * event is recorded … on failure a failure event". Loaded lazily by the sign-in screens
 * (ARCHITECTURE §7 budget).
 */
export function reportLogin(method: LoginMethod, userId: number | null): void {
  const status = userId === null ? 'fail' : 'success';
  trackEvent('login', { method, status, userId });
  trackEvent(userId === null ? 'login_failure' : 'login_success', { method });
}
