import { type LoaderFunctionArgs, redirect } from 'react-router';
import { logout } from '../../../lib/auth/logout';
import { PATHS } from '../../../lib/routing/paths';

/** spec 01 §2 logout: logs out, stores an optional returnUrl, goes to login. */
export function loader({ request }: LoaderFunctionArgs) {
  logout({ returnUrl: new URL(request.url).searchParams.get('returnUrl') });
  return redirect(PATHS.login);
}

/** Never shown: the loader always redirects. Declared so the route is not "empty". */
export function Component() {
  return null;
}
