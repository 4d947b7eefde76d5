import { queryClient } from '../query/query-client';
import { clearDataAreas } from '../storage/storage';
import { rememberReturnUrl, resetReturnUrl } from './return-url';
import { clearToken } from './token-storage';

/**
 * spec 01 §4: logout clears every data area, removes the token and resets the
 * return URL; /logout and a 401 then keep the return URL they were given.
 */
export function logout(options: { returnUrl?: string | null } = {}): void {
  clearToken();
  // clear(), not cancelQueries(): a 401 logs out from inside a running query, and
  // cancelling it would replace the 401 its caller is waiting for.
  queryClient.clear();
  clearDataAreas();
  resetReturnUrl();
  if (options.returnUrl) rememberReturnUrl(options.returnUrl);
}
