import { type AuthOkResponse, ROUTES, SIGNUP_FORM_KEYS } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { deriveAppIdPassword, deviceAppId } from '../../../lib/auth/app-id';
import { interpretLoginFailure, type LoginResult, signInCall } from './login';
import { deviceTimezone } from './signup';

/**
 * spec 01 §4 "Auth by app id": the password is derived on the client; if the app id
 * already exists the app logs in, otherwise it signs up. Existence is asked with
 * `validate-signup-form {app_id}`: an error under `signupform-app_id` means "exists"
 * (decision 020). This is the brand's anonymous sign-in (`isUserAnonAuthEnable`).
 */
export async function signInWithAppId(appId: string = deviceAppId()): Promise<LoginResult> {
  const password = await deriveAppIdPassword(appId);
  let check: AuthOkResponse;
  try {
    check = (await apiPost<AuthOkResponse>(ROUTES.validateSignupForm, { body: { app_id: appId } })).data;
  } catch (error) {
    return interpretLoginFailure(error);
  }
  if (!check.success && check.errors[SIGNUP_FORM_KEYS.appId]) {
    return signInCall(ROUTES.loginByAppId, { app_id: appId, password });
  }
  if (!check.success) return { kind: 'failed', message: null };
  const form = new FormData();
  form.set('app_id', appId);
  form.set('password', password);
  form.set('password_repeat', password);
  // The device's zone, as sign-up by e-mail sends it (issue 8): never a fixed default.
  const timezone = deviceTimezone();
  if (timezone) form.set('timezone', timezone);
  return signInCall(ROUTES.signupByAppId, form);
}
