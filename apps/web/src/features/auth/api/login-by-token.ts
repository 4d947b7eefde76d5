import { ROUTES } from '@cp/contract';
import { type LoginResult, signInCall } from './login';

/**
 * `POST /auth/login-by-token {token}`: what /auto-login calls (decision 020). A one-time
 * recovery token becomes a new session once; a live session token is answered as it is.
 */
export const loginByToken = (token: string): Promise<LoginResult> =>
  signInCall(ROUTES.loginByToken, { token });
